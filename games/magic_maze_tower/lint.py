"""The authoring lint of spec §8.6: keep shipped puzzles independent of the open readings of §9.

`lint_quest(quest, solution)` (`lint` here) returns warnings (empty when the quest is neutral):

* the parser's own warnings (§7.6: keys without doors, invocations without the mage, exits of
  absent heroes, a trap, ladder or air current between two aligned ladders — Q5–Q7);
* Q9: the stated solution (the file's, or the solver's for a draft) sets the armory flag with
  an atom that is not the last of its go (a pawn passing over its armory); under the reading
  "only a pawn that stops counts" that solution fails;
* Q3: a door on an edge of one of the cells of its only key (the holder would pass it);
* Q12: an invocation space a toss can land on (the toss-swap combo);
* Q16: a trap whose toss line crosses a door (tossing through open doors).

A shortest solution that ends every flag-setting go on the armory is valid under the stricter
reading of Q9, so the minima cannot change (the stricter reading only removes solutions); the
other checks are static.
"""

from __future__ import annotations

from collections.abc import Sequence

from games.magic_maze_tower.board import Board, Quest
from games.magic_maze_tower.data import DX, DY, INVOCATION, TRAP
from games.magic_maze_tower.moves import Move, parse_actions
from games.magic_maze_tower.quest_format import _lint as format_lint
from games.magic_maze_tower.rating import goes_of, solution_path
from games.magic_maze_tower.solver import Solution


def lint_quest(quest: Quest, solution: Solution | None = None) -> list[str]:
    """Warnings for a quest; the Q9 check reads `solution` (default: the file's `solution:`)."""
    moves: Sequence[Move] = (
        solution.moves if solution is not None else parse_actions(quest.solution)
    )
    name = f"{quest.kind} {quest.block_id}".strip()
    tokens = [t for card in quest.cards for t in card.cells]
    warnings = list(format_lint(quest, tokens))
    board = Board(quest)
    geo = board.geometry(board.layout_id(quest.layout))
    if moves and board.has_armories:
        for go in goes_of(board, solution_path(board, moves)):
            for index, (_atom, before) in enumerate(go):
                after = go[index + 1][1] if index + 1 < len(go) else None
                if after is None:
                    continue
                flag_before = (before >> board.flag_shift) & 1
                flag_after = (after >> board.flag_shift) & 1
                if flag_after and not flag_before:
                    warnings.append(
                        f"{name}: the shortest solution sets the armory flag in passing (§9 Q9)"
                    )
    keys: dict[int, list[int]] = {}
    for i, key in enumerate(geo.key):
        if key:
            keys.setdefault(key, []).append(i)
    for n, cells in keys.items():
        if len(cells) != 1:
            continue
        i = cells[0]
        if any(geo.edge[4 * i + d] == str(n) for d in range(4)):
            warnings.append(f"{name}: door {n} beside its only key {geo.name(i)} (§9 Q3)")
    for t, token in enumerate(geo.cells):
        if token != TRAP:
            continue
        x, y = t % geo.width, t // geo.width
        for d in range(4):
            h = geo.nbr[4 * t + (d + 2) % 4]
            landing = geo.nbr[4 * t + d]
            if h < 0 or landing < 0:
                continue
            b = geo.nbr[4 * h + (d + 2) % 4]
            line = [geo.edge[4 * t + (d + 2) % 4], geo.edge[4 * t + d]]
            if b >= 0:
                line.append(geo.edge[4 * h + (d + 2) % 4])
            if any(code.isdigit() for code in line):
                warnings.append(f"{name}: a toss over {geo.name(t)} would cross a door (§9 Q16)")
            if (
                geo.cells[landing] == INVOCATION
                and 0 <= x + DX[d] < geo.width
                and (0 <= y + DY[d] < geo.height)
            ):
                warnings.append(
                    f"{name}: a toss can land on the invocation {geo.name(landing)} (§9 Q12)"
                )
    return sorted(set(warnings), key=warnings.index)


lint = lint_quest
"""The short name used inside the package (`lint_quest` is the package API's name)."""

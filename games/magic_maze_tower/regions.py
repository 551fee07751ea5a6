"""Reachable regions per layout: the epic designer's aid of spec §8.2 ("the designer draws the
four or eight cards, the tool shows reachable regions per layout, and the solver confirms a
solution and its length").

For a layout, each hero's region is every cell it can reach by its own atoms (walks, ladders,
its ability, exits) while the other pawns stand still and no card turns or slides: what one
player could do alone there. The layouts shown are the quest's start and each single card
action from it (every turn of every card of a 2x2, every slide into the hole of a 3x3) as the
designer may plan it, whether or not a pawn stands on a rotation or sliding space yet; pawns
ride on their cards (§3.12). Comparing the regions tells whether a turn or slide joins what the
designer wants joined, before the solver is asked for the whole puzzle.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass

from games.magic_maze_tower.board import Board, Geometry, Layout, Quest
from games.magic_maze_tower.quest_format import grid_lines
from games.magic_maze_tower.rules import ROTATE, SLIDE, SWAP, expand_packed

DIRECTION_NAMES = "nesw"
"""How a slide's direction is written (the notation's order: north, east, south, west)."""


@dataclass(frozen=True)
class Regions:
    """The regions of one layout."""

    action: str
    """How the layout is reached from the start, in the move notation: "start", "rot B +1"
    (card B a quarter turn clockwise), "slide C n" (card C slid north into the hole)."""
    layout: Layout
    reach: tuple[tuple[str, frozenset[int]], ...]
    """(hero, the cells it reaches alone) in hero order; cells are this layout's indices."""
    leaves: frozenset[str]
    """The heroes that can leave the tower alone from here."""
    starts: tuple[tuple[str, int], ...]
    """(hero, the cell it stands on) in this layout."""

    def cells_of(self, hero: str) -> frozenset[int]:
        return next(cells for h, cells in self.reach if h == hero)

    def summary(self) -> str:
        """One line: each hero's cell count, and who can leave alone."""
        parts = []
        for hero, cells in self.reach:
            out = " out" if hero in self.leaves else ""
            parts.append(f"{hero} {len(cells)}{out}")
        return f"{self.action}: " + ", ".join(parts)


def _packed_for(board: Board, layout: Layout, starts: tuple[tuple[str, int, int], ...]) -> int:
    """The packed position with every hero on its card-local start cell in `layout`."""
    lid = board.layout_id(layout)
    geo = board.geometry(lid)
    packed = lid << 2 << board.flag_shift
    where = {hero: geo.global_of[card][local] for hero, card, local in starts}
    for k, hero in enumerate(board.heroes):
        packed |= (where[hero] + 1) << (board.bits * k)
    return packed


def _regions_at(board: Board, packed: int, action: str) -> Regions:
    lid = (packed >> board.flag_shift) >> 2
    geo = board.geometry(lid)
    reach: list[tuple[str, frozenset[int]]] = []
    leaves: set[str] = set()
    for k, hero in enumerate(board.heroes):
        seen = {packed}
        queue = deque([packed])
        cells: set[int] = set()
        while queue:
            p = queue.popleft()
            loc = ((p >> (board.bits * k)) & board.loc_mask) - 1
            if loc < 0:
                leaves.add(hero)
                continue
            cells.add(loc)
            for atom, after in expand_packed(board, p):
                if atom[1] != k or atom[0] in (SWAP, ROTATE, SLIDE) or after in seen:
                    continue
                seen.add(after)
                queue.append(after)
        reach.append((hero, frozenset(cells)))
    starts = tuple(
        (hero, ((packed >> (board.bits * k)) & board.loc_mask) - 1)
        for k, hero in enumerate(board.heroes)
    )
    return Regions(action, geo.layout, tuple(reach), frozenset(leaves), starts)


def single_actions(quest: Quest) -> list[tuple[str, Layout]]:
    """Every layout one card action away from the quest's start, with the action's name."""
    layout = quest.layout
    cols, rows = quest.frame
    out: list[tuple[str, Layout]] = []
    if not quest.is_epic:
        return out
    hole = next((i for i, slot in enumerate(layout) if slot is None), None)
    if hole is None:
        for index, slot in enumerate(layout):
            assert slot is not None
            card, turns = slot
            for more in (1, 2, 3):
                turned = list(layout)
                turned[index] = (card, (turns + more) % 4)
                out.append((f"rot {quest.cards[card].name} +{more}", tuple(turned)))
        return out
    hc, hr = hole % cols, hole // cols
    for d, (dc, dr) in enumerate(((0, 1), (-1, 0), (0, -1), (1, 0))):
        # The card that slides in direction d into the hole lies on the hole's other side.
        sc, sr = hc + dc, hr + dr
        if not (0 <= sc < cols and 0 <= sr < rows):
            continue
        slot = layout[sr * cols + sc]
        assert slot is not None
        slid = list(layout)
        slid[hole], slid[sr * cols + sc] = slot, None
        out.append((f"slide {quest.cards[slot[0]].name} {DIRECTION_NAMES[d]}", tuple(slid)))
    return out


def layout_regions(quest: Quest) -> list[Regions]:
    """The regions of the start layout, then of each single card action from it."""
    board = Board(quest)
    found = [_regions_at(board, _packed_for(board, quest.layout, quest.starts), "start")]
    for action, layout in single_actions(quest):
        found.append(_regions_at(board, _packed_for(board, layout, quest.starts), action))
    return found


def region_map(quest: Quest, regions: Regions) -> list[str]:
    """The assembled board of `regions.layout` as mmt/1 draws a card: a start shows `@h`, a
    cell one hero reaches shows its letter twice ("dd"), two heroes' letters ("dm"), three or
    more "++"; a cell nobody reaches keeps its token ("..", "L.", "##")."""
    geo = Geometry(quest, regions.layout)
    by_cell: dict[int, list[str]] = {}
    for hero, cells in regions.reach:
        for cell in cells:
            by_cell.setdefault(cell, []).append(hero)
    starts = {cell: hero for hero, cell in regions.starts}
    return grid_lines(
        geo.width,
        geo.height,
        geo.h_edges,
        geo.v_edges,
        lambda i: _cell_text(geo, i, by_cell, starts),
    )


def _cell_text(geo: Geometry, i: int, by_cell: dict[int, list[str]], starts: dict[int, str]) -> str:
    if i in starts:
        return f"@{starts[i]}"
    heroes = by_cell.get(i, [])
    if len(heroes) >= 3:
        return "++"
    if len(heroes) == 2:
        return heroes[0] + heroes[1]
    if heroes:
        return heroes[0] * 2
    # The empty slot of a sliding epic has no cell at all.
    return geo.cells[i] or "  "

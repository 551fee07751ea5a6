"""The state of one quest being played at a table (the `games.core.State` contract).

A `MazeState` is the rules position of `rules.py` plus the table: seats and the Orientation
tiles they hold (§4.1), the control model (§6.2: open table with pawn claims, or turns), the
communication mode (§5.5) with its signal counts, the running go and the move counter (§4.3,
§5.4), and the status (playing, complete or skipped).

Who may act:

* Directional atoms (walk, hop, jump, toss, teleport) need a direction the seat holds; swaps,
  rotations and slides need none (§4.2).
* Open table (default, 2–4 seats): the first atom on a pawn claims it for the seat; another seat
  cannot move a claimed pawn, swap with it, or turn/slide the card it stands on until the
  claiming seat releases it (`release`) or moves another pawn. A pawn that exits is released.
* Turns (option): only the seat whose turn it is acts on the board; `end` passes the turn.
* Right after the mage arrives on an invocation space, only the seat that moved her may act on
  the board (swap prompt, §6.3/Q13); `release` (open table) or `end` (turns) declines the swap,
  any other atom by that seat disarms it.
* `wait` (open table, 2–4 seats) changes nothing: a seat with nothing to do lets the others act
  (bots use it).
* A tutorial's first atom is forced (spec §5.1, `forced_first`): until one atom is made, only
  that atom is legal, and any other is refused with a sentence saying what to do.
* `skip` (any seat that may act on the board) gives up the quest (§5.3): the game ends as
  skipped. It also guarantees that random play always ends.
* In enlightened and expert modes with two or more seats, every seat may signal at any time
  (`stare N`, `point K`); signals change nothing on the board.

Solo (one seat) holds all four directions and has no claims, turns or signals.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, fields
from functools import cache
from typing import Any, cast

from games.core import Event, IllegalMove, Outcome, Record, ScoreRow
from games.magic_maze_tower.board import Board, Layout, Quest
from games.magic_maze_tower.data import (
    COMMUNICATION_MODES,
    CONTROL_MODES,
    DEALS,
    DIRECTION_NAMES,
    DIRECTIONS,
    HERO_NAMES,
)
from games.magic_maze_tower.moves import (
    EndTurn,
    Hop,
    Jump,
    Move,
    Point,
    Release,
    Rotate,
    Skip,
    Slide,
    Stare,
    Swap,
    Teleport,
    Toss,
    Wait,
    Walk,
    parse_action,
)
from games.magic_maze_tower.rules import (
    ALL_DIRECTIONS,
    ROTATE,
    SLIDE,
    SWAP,
    AtomT,
    atom_move,
    doors_open,
    expand_packed,
    explain,
    pack,
    start_position,
    unpack,
)
from games.magic_maze_tower.table import COMPLETE, PLAYING, SKIPPED, MazeTable, derived, ordered
from games.magic_maze_tower.view import build_view

MOVE_TYPES = (
    Wait,
    Walk,
    Hop,
    Jump,
    Toss,
    Teleport,
    Swap,
    Rotate,
    Slide,
    Release,
    EndTurn,
    Skip,
    Stare,
    Point,
)


EXPANSIONS_KEPT = 1024
"""How many expanded positions a board keeps for its tables before it starts afresh."""

_SEATS: dict[int, frozenset[int]] = {n: frozenset(range(n)) for n in range(1, 5)}


@cache
def _direction_masks(tiles: tuple[str, ...], shared: str) -> tuple[int, ...]:
    """Per seat, the directions of its tiles and the shared tile as a bit mask."""
    return tuple(sum(1 << DIRECTIONS.index(d) for d in ordered(t + shared)) for t in tiles)


def deal_tiles(players: int, deal: str, rng: random.Random) -> tuple[tuple[str, ...], str]:
    """(tiles per seat, shared middle tile) for `deal` = 'random' or one of `data.DEALS`."""
    if players == 1:
        return ("NESW",), ""
    if deal == "random":
        order = list(DIRECTIONS)
        rng.shuffle(order)
        seats = [order[:2], order[2:]] if players == 2 else [[d] for d in order[:players]]
        shared = order[3] if players == 3 else ""
        return tuple(ordered("".join(s)) for s in seats), shared
    if deal not in DEALS.get(players, ()):
        raise IllegalMove(f"The deal {deal!r} is not a deal for {players} players.")
    seats_text, _, shared = deal.partition("+")
    return tuple(ordered(s) for s in seats_text.split("/")), shared


def _the(hero: str) -> str:
    return f"the {HERO_NAMES[hero]}"


@dataclass(frozen=True)
class MazeState(MazeTable):
    """One position of a quest at a table. Immutable; `apply` returns a new state."""

    # -- the contract ----------------------------------------------------------------------

    def actors(self) -> frozenset[int]:
        if self.status != PLAYING:
            return frozenset()
        n = len(self.players)
        if n == 1 or self.signals_enabled:
            return _SEATS[n]
        if self.control != "turns" and not (self.armed and self.armer is not None):
            return _SEATS[n]  # nothing blocks a seat from the board (see `_board_block`)
        return frozenset(s for s in range(n) if self._board_block(s) is None)

    def is_over(self) -> bool:
        return self.status != PLAYING

    def outcome(self) -> Outcome | None:
        n = len(self.players)
        rows = (ScoreRow("goes", (self.goes,) * n), ScoreRow("atoms", (self.atoms,) * n))
        if self.status == COMPLETE:
            reason = f"Every hero escaped in {self.goes} goes and {self.atoms} atoms."
            return Outcome((1,) * n, frozenset(range(n)), reason, rows)
        if self.status == SKIPPED:
            return Outcome((0,) * n, frozenset(), "The team skipped the quest.", rows)
        return None

    def legal_moves(self, seat: int) -> list[Any]:
        if self.status != PLAYING or not 0 <= seat < len(self.players):
            return []
        moves: list[Any] = []
        if self._board_block(seat) is None:
            mask = self._direction_masks[seat]
            forced = self.forced_first
            # Another seat's claim is the only thing that can refuse an atom the rules allow.
            claimed = self._claimed_by_others(seat)
            if forced is None and not claimed:
                # The common case: only the seat's directions narrow the list.
                if mask == ALL_DIRECTIONS:
                    moves = [move for _atom, _after, move in self._expansion]
                else:
                    moves = [
                        move
                        for atom, _after, move in self._expansion
                        if atom[4] < 0 or mask >> atom[4] & 1
                    ]
            else:
                for atom, _after, move in self._expansion:
                    direction = atom[4]
                    if direction >= 0 and not mask >> direction & 1:
                        continue
                    if claimed and self._claim_problem(seat, atom) is not None:
                        continue
                    if forced is None or move == forced[0]:
                        moves.append(move)
            if self._may_release(seat):
                moves.append(Release())
            if self.control == "open" and self.multi:
                moves.append(Wait())
            if self.control == "turns" and self.multi:
                moves.append(EndTurn())
            moves.append(Skip())
        if self.signals_enabled:
            moves.extend(Stare(t) for t in range(len(self.players)) if t != seat)
            moves.extend(Point(icon) for icon in range(1, 9))
        return moves

    def apply(self, move: Any, seat: int) -> tuple[MazeState, list[Event]]:
        if not isinstance(move, MOVE_TYPES):
            raise IllegalMove("That is not a Magic Maze Tower move.")
        if not isinstance(seat, int) or not 0 <= seat < len(self.players):
            raise IllegalMove(f"There is no seat {seat} at this table.")
        if self.status != PLAYING:
            raise IllegalMove("The quest is over.")
        name = self.players[seat]
        if isinstance(move, (Stare, Point)):
            return self._signal(move, seat)
        block = self._board_block(seat)
        if block is not None:
            raise IllegalMove(block)
        if isinstance(move, Skip):
            return self._evolve(status=SKIPPED, armed=False, armer=None), [
                Event(f"{name} skips the quest.", "skip", seat)
            ]
        if isinstance(move, Release):
            return self._release(seat)
        if isinstance(move, Wait):
            if self.control != "open" or not self.multi:
                raise IllegalMove("Waiting is for open-table play; end your turn instead.")
            return self, [Event(f"{name} waits.", "wait", seat)]
        if isinstance(move, EndTurn):
            if self.control != "turns" or not self.multi:
                raise IllegalMove("There are no turns to end at this table.")
            nxt = (self.turn + 1) % len(self.players)
            after = self._evolve(turn=nxt, armed=False, armer=None)
            return after, [Event(f"{name} ends the turn; {self.players[nxt]} plays.", "turn", seat)]
        return self._atom(move, seat)

    # -- helpers ---------------------------------------------------------------------------

    @derived
    def _expansion(self) -> list[tuple[AtomT, int, Move]]:
        """Every atom the rules allow here with all four directions, in the order of
        `rules.expand`: (atom, packed position after it, its Move). `legal_moves` narrows it
        to a seat's directions (the directions only gate which atoms are listed), and `apply`
        looks the played move up in it, so a position is expanded once."""
        board = self.board
        packed = pack(board, self.position)
        memo = board.expansions
        found = memo.get(packed)
        if found is None:
            geo = self.geometry
            found = [
                (atom, after, atom_move(board, geo, atom))
                for atom, after in expand_packed(board, packed)
            ]
            if len(memo) >= EXPANSIONS_KEPT:
                memo.clear()
            memo[packed] = found
        return cast(list[tuple[AtomT, int, Move]], found)

    @derived
    def _legal_index(self) -> dict[Move, tuple[AtomT, int]]:
        """`rules.legal_map` from the expansion above (positions still packed)."""
        return {move: (atom, after) for atom, after, move in self._expansion}

    @property
    def _direction_masks(self) -> tuple[int, ...]:
        """Per seat, its directions as a bit mask (bit d for direction d)."""
        return _direction_masks(self.tiles, self.shared)

    def _evolve(self, **changes: Any) -> MazeState:
        """`dataclasses.replace` for the hot path: the fields copied, `changes` set, and none
        of the cached derived values (they belong to the old fields). A state is immutable
        once returned, so filling the new one's dict directly is safe; `replace` would run the
        frozen `__init__` (one `object.__setattr__` per field) on every move."""
        new = object.__new__(MazeState)
        values = new.__dict__
        own = self.__dict__
        for name in _FIELD_NAMES:
            values[name] = own[name]
        values.update(changes)
        return new

    def _claimed_by_others(self, seat: int) -> bool:
        if not self.multi or self.control != "open":
            return False
        return any(claim is not None for other, claim in enumerate(self.claims) if other != seat)

    def _board_block(self, seat: int) -> str | None:
        """Why the seat may not act on the board now (None when it may)."""
        if self.status != PLAYING:
            return "The quest is over."
        if self.multi and self.armed and self.armer is not None and self.armer != seat:
            return f"Wait: {self.players[self.armer]} may swap the mage first."
        if self.multi and self.control == "turns" and self.turn != seat:
            return f"It is {self.players[self.turn]}'s turn."
        return None

    def _may_release(self, seat: int) -> bool:
        if not self.multi or self.control != "open":
            return False
        return self.claims[seat] is not None or (self.armed and self.armer == seat)

    def _claim_holder(self, hero: str, seat: int) -> int | None:
        for other, claim in enumerate(self.claims):
            if other != seat and claim == hero:
                return other
        return None

    def _claim_problem(self, seat: int, atom: AtomT) -> str | None:
        if not self.multi or self.control != "open":
            return None
        heroes = self.board.heroes
        kind = atom[0]
        if kind in (ROTATE, SLIDE):
            geo = self.geometry
            card = atom[2]
            for k, loc in enumerate(self.locs):
                if loc >= 0 and geo.card_of[loc] == card:
                    holder = self._claim_holder(heroes[k], seat)
                    if holder is not None:
                        return (
                            f"Card {self.quest.cards[card].name} cannot move while "
                            f"{self.players[holder]} is moving {_the(heroes[k])} on it."
                        )
            return None
        hero = heroes[atom[1]]
        holder = self._claim_holder(hero, seat)
        if holder is not None:
            return (
                f"{_the(hero).capitalize()} is in {self.players[holder]}'s go; wait until "
                "they release it."
            )
        if kind == SWAP:
            other = heroes[atom[2]]
            holder = self._claim_holder(other, seat)
            if holder is not None:
                return f"{_the(other).capitalize()} is in {self.players[holder]}'s go."
        return None

    def _release(self, seat: int) -> tuple[MazeState, list[Event]]:
        if not self._may_release(seat):
            raise IllegalMove("You hold no pawn and no swap to release.")
        claims = list(self.claims)
        claims[seat] = None
        declined = self.armed and self.armer == seat
        after = self._evolve(
            claims=tuple(claims),
            armed=self.armed and not declined,
            armer=None if declined else self.armer,
        )
        name = self.players[seat]
        claim = self.claims[seat]
        if declined:
            text = f"{name} declines the swap."
        else:
            text = f"{name} releases {_the(claim)}." if claim else f"{name} releases."
        return after, [Event(text, "release", seat)]

    def _signal(self, move: Stare | Point, seat: int) -> tuple[MazeState, list[Event]]:
        if not self.multi:
            raise IllegalMove("There is nobody to signal to in solo play.")
        if not self.signals_enabled:
            raise IllegalMove(
                "In beginner mode you simply talk; signals are for enlightened and expert play."
            )
        name = self.players[seat]
        if isinstance(move, Stare):
            if not 0 <= move.target < len(self.players) or move.target == seat:
                raise IllegalMove("Stare at another seat of this table.")
            text = f"{name} stares at {self.players[move.target]}."
        else:
            text = f"{name} points at help icon {move.icon}."
        signals = list(self.signals)
        signals[seat] += 1
        return self._evolve(signals=tuple(signals)), [Event(text, "signal", seat)]

    def _atom(self, move: Move, seat: int) -> tuple[MazeState, list[Event]]:
        forced = self.forced_first
        if forced is not None and move != forced[0]:
            # Checked before the rules so that the refusal teaches what to do instead.
            raise IllegalMove(f"Tutorial: start here — {forced[1]}.")
        found = self._legal_index.get(move)
        if found is None:
            raise IllegalMove(
                explain(self.board, self.position, move) or "That move is not possible here."
            )
        atom, packed = found
        after = unpack(self.board, packed)
        if atom[4] >= 0 and not self._direction_masks[seat] >> atom[4] & 1:
            raise IllegalMove(f"You do not hold {DIRECTION_NAMES[DIRECTIONS[atom[4]]]}.")
        if self._claimed_by_others(seat):
            problem = self._claim_problem(seat, atom)
            if problem is not None:
                raise IllegalMove(problem)
        heroes = self.board.heroes
        locs, armory, lid, armed = after
        owner = heroes[atom[1]] if atom[1] >= 0 else None
        goes = self.goes + (1 if owner is None or owner != self.last_pawn else 0)
        claims = list(self.claims)
        if self.multi and self.control == "open":
            if owner is not None:
                claims[seat] = owner
            claims = [c if c is None or locs[heroes.index(c)] >= 0 else None for c in claims]
        status = COMPLETE if all(loc < 0 for loc in locs) else PLAYING
        new = self._evolve(
            locs=locs,
            armory=armory,
            layout=self.board.layout(lid),
            armed=armed,
            armer=seat if armed else None,
            last_pawn=owner,
            goes=goes,
            atoms=self.atoms + 1,
            claims=tuple(claims),
            status=status,
        )
        # What the new table would work out from its fields is known here already.
        new.__dict__.update(layout_id=lid, position=after)
        return new, self._events(move, seat, new)

    def _events(self, move: Move, seat: int, new: MazeState) -> list[Event]:
        name = self.players[seat]
        events = [Event(f"{name}: {describe(move)}", "move", seat)]
        heroes = self.board.heroes
        for k, hero in enumerate(heroes):
            if self.locs[k] >= 0 and new.locs[k] < 0:
                events.append(Event(f"{_the(hero).capitalize()} leaves the tower.", "exit", seat))
        if new.armory and not self.armory:
            events.append(
                Event("Every hero stands on their armory: the exits are unlocked.", "armory", seat)
            )
        if self.board.door_types:
            before = doors_open(self.board, self.position)
            after = doors_open(self.board, new.position)
            for door, is_open in after.items():
                if is_open != before[door]:
                    events.append(
                        Event(f"Door {door} {'opens' if is_open else 'locks'}.", "door", seat)
                    )
        if new.armed:
            events.append(Event("The mage may swap places with any hero now.", "invocation", seat))
        if new.status == COMPLETE:
            events.append(
                Event(f"Quest complete: {new.goes} goes, {new.atoms} atoms.", "complete", seat)
            )
        return events

    # -- convenience -----------------------------------------------------------------------

    def play(self, text: str, seat: int = 0) -> tuple[MazeState, list[Event]]:
        """Apply `;`-separated actions in §7.5 notation (walks may span several cells), all or
        nothing: an IllegalMove names the refused action and leaves this state as it was."""
        state = self
        events: list[Event] = []
        for part in text.split(";"):
            if not part.strip():
                continue
            try:
                for move in parse_action(part):
                    state, new_events = state.apply(move, seat)
                    events.extend(new_events)
            except IllegalMove as exc:
                raise IllegalMove(f"{part.strip()}: {exc}") from None
        return state, events

    def view(self, seat: int | None) -> dict[str, Any]:

        return build_view(self, seat)

    def to_json(self) -> dict[str, Any]:
        from games.magic_maze_tower.quest_format import write_quest

        geo = self.geometry
        return SavedMaze(
            quest=self.quest_ref,
            quest_text="" if self.quest_ref else write_quest(self.quest),
            disabled=tuple(sorted(self.board.disabled)),
            players=self.players,
            seed=self.seed,
            tiles=self.tiles,
            shared=self.shared,
            control=self.control,
            communication=self.communication,
            pawns={
                h: (geo.name(loc) if loc >= 0 else None)
                for h, loc in zip(self.board.heroes, self.locs, strict=True)
            },
            armory=self.armory,
            layout=self.layout,
            armed=self.armed,
            armer=self.armer,
            last_pawn=self.last_pawn,
            goes=self.goes,
            atoms=self.atoms,
            claims=self.claims,
            turn=self.turn,
            signals=self.signals,
            status=self.status,
        ).to_json()


_FIELD_NAMES: tuple[str, ...] = tuple(f.name for f in fields(MazeState))


@dataclass(frozen=True, slots=True)
class SavedMaze(Record):
    """A position as JSON: the table's fields, with the quest by id (or as its `mmt/1` text)
    and pawns by cell name, so a saved position reads without the board's internal indices.
    The records codec checks every type when it is read back."""

    quest: str
    quest_text: str
    disabled: tuple[str, ...]
    players: tuple[str, ...]
    seed: int
    tiles: tuple[str, ...]
    shared: str
    control: str
    communication: str
    pawns: dict[str, str | None]
    armory: bool
    layout: Layout
    armed: bool
    armer: int | None
    last_pawn: str | None
    goes: int
    atoms: int
    claims: tuple[str | None, ...]
    turn: int
    signals: tuple[int, ...]
    status: str


_BOARDS: dict[tuple[int, frozenset[str]], Board] = {}
BOARDS_KEPT = 8
"""How many compiled boards `compiled_board` keeps (the most recently compiled ones)."""


def compiled_board(quest: Quest, disabled: frozenset[str] = frozenset()) -> Board:
    """The `Board` of a quest, compiled once and shared by every table that plays it.

    A board is a function of the quest and the switches: its geometries are added as layouts
    are first met and never change, so tables (and the solver threads that read them) can share
    one. Starting a quest again (restart, the next seat count, a bench play-out) then costs no
    compile. Keyed by the quest object itself: shipped quests are loaded once (`load_quest`), and
    the board holds its quest, so the key cannot be reused by another quest while it is kept.
    """
    key = (id(quest), disabled)
    board = _BOARDS.get(key)
    if board is None or board.quest is not quest:
        board = Board(quest, disabled)
        for old in list(_BOARDS)[: max(0, len(_BOARDS) - BOARDS_KEPT + 1)]:
            _BOARDS.pop(old, None)
        _BOARDS[key] = board
    return board


def new_quest_state(
    quest: Quest,
    players: tuple[str, ...] | list[str] = ("Solo",),
    *,
    seed: int = 0,
    quest_ref: str = "",
    deal: str = "random",
    tiles: tuple[str, ...] | None = None,
    shared: str = "",
    control: str = "open",
    communication: str = "beginner",
    armory: bool = False,
    disabled: frozenset[str] = frozenset(),
) -> MazeState:
    """The start of a quest. `tiles` (one direction string per seat) overrides the deal; tests
    use it to give a seat any directions (spec §10 `dirs:`); `armory` presets the flag."""
    names = tuple(players)
    if not names:
        raise IllegalMove("A quest needs at least one player.")
    if control not in CONTROL_MODES:
        raise IllegalMove(f"Unknown control mode {control!r}.")
    if communication not in COMMUNICATION_MODES:
        raise IllegalMove(f"Unknown communication mode {communication!r}.")
    if tiles is None:
        tiles, shared = deal_tiles(len(names), deal, random.Random(seed))
    elif len(tiles) != len(names):
        raise IllegalMove("Give one set of tiles per seat.")
    board = compiled_board(quest, disabled)
    locs, flag, lid, _armed = start_position(board, armory=armory)
    return MazeState(
        board=board,
        quest_ref=quest_ref,
        players=names,
        seed=seed,
        tiles=tuple(ordered(t) for t in tiles),
        shared=shared,
        control=control,
        communication=communication,
        locs=locs,
        armory=flag,
        layout=board.layout(lid),
        armed=False,
        armer=None,
        last_pawn=None,
        goes=0,
        atoms=0,
        claims=(None,) * len(names),
        turn=0,
        signals=(0,) * len(names),
        status=PLAYING,
    )


def state_from_json(data: dict[str, Any]) -> MazeState:
    from games.magic_maze_tower.quest_format import read_quest
    from games.magic_maze_tower.quests import load_quest

    try:
        saved = SavedMaze.from_json(data)
        quest = load_quest(saved.quest) if saved.quest else read_quest(saved.quest_text)
        board = compiled_board(quest, frozenset(saved.disabled))
        geo = board.geometry(board.layout_id(saved.layout))
        locs = tuple(
            -1 if saved.pawns[h] is None else geo.index(str(saved.pawns[h])) for h in board.heroes
        )
        return MazeState(
            board=board,
            quest_ref=saved.quest,
            players=saved.players,
            seed=saved.seed,
            tiles=saved.tiles,
            shared=saved.shared,
            control=saved.control,
            communication=saved.communication,
            locs=locs,
            armory=saved.armory,
            layout=saved.layout,
            armed=saved.armed,
            armer=saved.armer,
            last_pawn=saved.last_pawn,
            goes=saved.goes,
            atoms=saved.atoms,
            claims=saved.claims,
            turn=saved.turn,
            signals=saved.signals,
            status=saved.status,
        )
    except (KeyError, ValueError, IndexError) as exc:  # RecordError is a ValueError
        raise IllegalMove(f"This is not a saved Magic Maze Tower position ({exc}).") from None


def describe(move: Move) -> str:
    """A move in words for the log."""
    if isinstance(move, Walk):
        return f"{HERO_NAMES[move.hero]} {move.src}→{move.dst}"
    if isinstance(move, Hop):
        return f"{HERO_NAMES[move.hero]} climbs the ladder {move.src}→{move.dst}"
    if isinstance(move, Jump):
        return f"{HERO_NAMES[move.hero]} jumps {move.src}→{move.dst}"
    if isinstance(move, Toss):
        return f"the barbarian tosses {_the(move.hero)} {move.src}→{move.dst}"
    if isinstance(move, Teleport):
        return f"{HERO_NAMES[move.hero]} teleports {move.src}→{move.dst}"
    if isinstance(move, Swap):
        return f"the mage swaps places with {_the(move.other)}"
    if isinstance(move, Rotate):
        return f"card {move.card} turns {90 * move.turns}° clockwise"
    if isinstance(move, Slide):
        side = {"n": "north", "e": "east", "s": "south", "w": "west"}[move.direction]
        return f"card {move.card} slides {side}"
    return str(move)

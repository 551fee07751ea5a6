"""The modules in force for one position, bound to it: what the base enumerators call.

`bind(state)` is None in the base game, so the base rules pay nothing for the seam; otherwise
it answers, for one column arriving on one base, everything the modules say: whether it may,
and which columns arrive and leave in all (a chain push moves the columns already there).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from games.menara.modules import Add, Module, Remove, active

if TYPE_CHECKING:
    from games.menara.position import Position


class Bound:
    """The active modules of one position."""

    def __init__(self, state: Position, modules: tuple[Module, ...]) -> None:
        self.state = state
        self.modules = modules
        self.sources = "".join(m.place_sources(state) for m in modules)
        """Occupants besides the supply the player may build with now (G)."""

    def arrival(
        self, i: int, j: int, occupant: str, pending: tuple[Add, ...] = ()
    ) -> tuple[str | None, list[Add], list[Remove]]:
        """Whether a column may arrive on base j of floor i (after `pending` arrived in the same
        action), and every column that arrives and leaves with it (the arriving column first)."""
        for m in self.modules:
            problem = m.column_problem(self.state, i, j, occupant, pending)
            if problem:
                return problem, [(i, j, occupant)], []
        adds: list[Add] = [(i, j, occupant)]
        removes: list[Remove] = []
        for m in self.modules:
            pushed = m.expand(self.state, (i, j, occupant))
            if pushed is not None:
                adds, removes = pushed
                break
        return None, adds, removes

    def action(self, adds: list[Add], removes: list[Remove], entering: int) -> str | None:
        for m in self.modules:
            problem = m.action_problem(self.state, adds, removes, entering)
            if problem:
                return problem
        return None

    @property
    def golden(self) -> int:
        return self.state.extras.golden

    def extra_pairs(self) -> list[object]:
        out: list[object] = []
        for m in self.modules:
            out += m.extra_pairs(self.state)
        return out

    def removal(self, i: int, j: int) -> str | None:
        for m in self.modules:
            problem = m.removal_problem(self.state, i, j)
            if problem:
                return problem
        return None


def bind(state: Position) -> Bound | None:
    modules = active(state)
    if not modules:
        return None
    return state.memo("bound", lambda: Bound(state, modules))

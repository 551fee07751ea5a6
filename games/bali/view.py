"""What each seat may see (7.2): `view(pos, seat)` holds only that; `view(pos, None)` is public.

Secret: the cards in a hand and the kinds of one's own sacrifice cards (owner only), the kinds of
face-down altar cards (the player who placed one knows it; everybody at the end), the draw
pile's order and the towers below each pile's top.
"""

from __future__ import annotations

from games.bali import data
from games.bali.position import OVER, QUEUED, Position
from games.bali.rules import buy_cost
from games.bali.scoring import altar_totals, breakdown, payout, winners
from games.core import JSON

K = data.KIND_NAMES


def _kinds(values: tuple[int, ...]) -> dict[str, int]:
    return {K[k]: values[k] for k in data.KINDS}


def _display(pos: Position, seat: int) -> dict[str, int]:
    counts = [0] * len(data.CARD_TYPES)
    for card in pos.displays[seat]:
        counts[data.CARD_TYPE[card]] += 1
    return {data.CARD_CODES[t]: counts[t] for t in data.CARD_TYPES if counts[t]}


def column_previews(pos: Position) -> list[str | None]:
    """For each column: what scoring a take from it would start now, when it is the turn's last
    take (one line with the reason), or why nothing is known yet (a refill or the game's end)."""
    out: list[str | None] = []
    for col in pos.columns:
        if not col:
            out.append(None)
        elif len(col) == 1:
            if len(pos.deck) < data.COLUMN_DEPTH:
                out.append("takes the last card: the draw pile cannot refill, the game ends")
            else:
                out.append("empties the column: the refill's bottom card scores")
        else:
            out.append(payout(pos, data.CARD_TYPE[col[-2]]).text)
    return out


def scoring_preview(pos: Position, card_code: str) -> str:
    """What a scoring of this card type would give now, and why, in one line (4.5)."""
    return payout(pos, data.CARD_CODES.index(card_code)).text


def view(pos: Position, seat: int | None) -> dict[str, JSON]:
    over = pos.phase == OVER
    actor = pos.actor()
    seats: list[dict[str, JSON]] = []
    for s in range(pos.seats):
        seats.append(
            {
                "name": pos.players[s],
                "colour": data.COLOURS[s],
                "stones": pos.stones[s],
                "vp": pos.vp[s],
                "display": _display(pos, s),
                "hand_size": len(pos.hands[s]),
                "sacrifices": sum(pos.own[s]),
                "shiva": pos.shiva == s,
                "demon": pos.demon == s,
            }
        )
    result: dict[str, JSON] = {
        "game": "bali",
        "players": list(pos.players),
        "options": {"temple_of_shiva": pos.temple, "demon": pos.demon_variant},
        "turn": pos.turn,
        "current": pos.current,
        "phase": pos.phase,
        "actor": None if over else actor,
        "queue": list(pos.queue) if pos.phase in QUEUED else [],
        "bought": pos.bought,
        "to_take": pos.to_take,
        "revealed": None if pos.revealed < 0 else data.CARD_CODES[data.CARD_TYPE[pos.revealed]],
        "offer": [[data.CARD_CODES[data.CARD_TYPE[c]] for c in col] for col in pos.columns],
        "previews": column_previews(pos),
        "draw_pile": len(pos.deck),
        "refills": pos.refills,
        "supply": _kinds(pos.supply),
        "altar": {"face_up": _kinds(pos.altar_up), "face_down": len(pos.altar_down)},
        "removed": [data.CARD_CODES[data.CARD_TYPE[c]] for c in pos.removed],
        "seats": seats,
        "shiva": None if pos.shiva < 0 else pos.shiva,
        "demon": None if pos.demon < 0 else pos.demon,
    }
    if pos.temple:
        result["towers"] = {
            "piles": [
                {"name": name, "top": None if not p else K[p[0]], "left": len(p)}
                for name, p in zip(data.PILES, pos.piles, strict=True)
            ],
            "built": len(pos.built),
        }
    if pos.phase == "shrine" and pos.queue:
        result["shrine_units"] = payout(pos, data.SHRINE).units[pos.queue[0]]
    if over:
        result["final"] = final_view(pos)
    if seat is not None:
        result["seat"] = seat
        result["hand"] = sorted(data.CARD_CODES[data.CARD_TYPE[c]] for c in pos.hands[seat])
        result["own"] = _kinds(pos.own[seat])
        result["my_face_down"] = [K[k] for s, k in pos.altar_down if s == seat]
        result["buy_costs"] = {K[k]: buy_cost(pos, seat, k) for k in data.KINDS}
    return result


def final_view(pos: Position) -> dict[str, JSON]:
    """The revealed altar and every source of points (7.5), public once the game is over."""
    rows = breakdown(pos)
    scores = rows[-1].values
    return {
        "altar": _kinds(altar_totals(pos)),
        "holdings": [_kinds(o) for o in pos.own],
        "rows": [{"label": r.label, "values": list(r.values)} for r in rows],
        "stones": list(pos.stones),
        "winners": sorted(winners(pos, scores)),
    }

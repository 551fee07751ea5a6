"""The rule-check scenarios of spec §10, copied verbatim (number -> (title, block))."""

from __future__ import annotations

SCENARIOS: dict[int, tuple[str, str]] = {
    1: (
        "a pawn walks any distance in a straight line in one go.",
        """\
id: S01
grid:
+--+--+--+--+
|@d .. .. ..|
+--+--+--+--+
do: d a1-d1
expect: legal
check: d=d1
""",
    ),
    2: (
        "a player holding East and South may turn the corner within one go.",
        """\
id: S02
grid:
+--+--+--+
|@d .. ..|
+--+--+  +
|## ## ..|
+--+--+  +
|## ## ..|
+--+--+--+
dirs: ES
do: d a1-c1-c3
expect: legal
check: d=c3
""",
    ),
    3: (
        "the same go with only East is refused (the south leg needs another player).",
        """\
id: S03
grid:
+--+--+--+
|@d .. ..|
+--+--+  +
|## ## ..|
+--+--+  +
|## ## ..|
+--+--+--+
dirs: E
do: d a1-c1-c3
expect: illegal
""",
    ),
    4: (
        "walls block walking.",
        """\
id: S04
grid:
+--+--+--+
|@d ..|..|
+--+--+--+
do: d a1-c1
expect: illegal
""",
    ),
    5: (
        "no pawn except the elf passes over another pawn.",
        """\
id: S05
grid:
+--+--+--+
|@d @m ..|
+--+--+--+
do: d a1-c1
expect: illegal
""",
    ),
    6: (
        "one pawn per space.",
        """\
id: S06
grid:
+--+--+--+
|@d @m ..|
+--+--+--+
do: d a1-b1
expect: illegal
""",
    ),
    7: (
        "fully illustrated areas can be neither entered nor crossed.",
        """\
id: S07
grid:
+--+--+--+
|@d ## ..|
+--+--+--+
do: d a1-c1
expect: illegal
""",
    ),
    8: (
        "doors are locked by default.",
        """\
id: S08
grid:
+--+--+--+--+
|@d ..1.. K1|
+--+--+--+--+
do: d a1-c1
expect: illegal
""",
    ),
    9: (
        "a pawn on a matching key holds the door open for others.",
        """\
id: S09
grid:
+--+--+--+--+
|@d ..1.. ..|
+--+--+--+--+
|## ## ## K1|
+--+--+--+--+
start: m=d2
do: d a1-c1
expect: legal
check: door1=open
""",
    ),
    10: (
        "a key of another type does not open the door.",
        """\
id: S10
grid:
+--+--+--+--+
|@d ..1.. ..|
+--+--+--+--+
|## ## ## K2|
+--+--+--+--+
start: m=d2
do: d a1-c1
expect: illegal
check: door1=closed door2=open
""",
    ),
    11: (
        "the key holder cannot pass the door it holds (mover exclusion).",
        """\
id: S11
grid:
+--+--+--+
|.. K11..|
+--+--+--+
start: d=b1
do: d b1-c1
expect: illegal
""",
    ),
    12: (
        "the door locks again as soon as its holder steps off.",
        """\
id: S12
grid:
+--+--+--+--+
|@d ..1.. ..|
+--+--+--+  +
|## ## ## K1|
+--+--+--+--+
start: m=d2
setup: m d2-d1
do: d a1-c1
expect: illegal
check: door1=closed
""",
    ),
    13: (
        "two door types held by two pawns; one go crosses both.",
        """\
id: S13
grid:
+--+--+--+--+--+
|@d ..1..2.. ..|
+--+--+--+--+--+
|## ## ## K2 K1|
+--+--+--+--+--+
start: m=e2 e=d2
do: d a1-e1
expect: legal
check: d=e1
""",
    ),
    14: (
        "entering one's own exit removes the pawn.",
        """\
id: S14
grid:
+--+--+--+
|@d Xd ..|
+--+  +--+
|@m .. ..|
+--+--+--+
do: d a1-b1
expect: legal
check: d=out won=no
""",
    ),
    15: (
        "a walk cannot continue through the walker's own exit.",
        """\
id: S15
grid:
+--+--+--+
|@d Xd ..|
+--+  +--+
|@m .. ..|
+--+--+--+
do: d a1-c1
expect: illegal
""",
    ),
    16: (
        "nobody may enter another hero's exit.",
        """\
id: S16
grid:
+--+--+--+
|@d Xd ..|
+--+  +--+
|@m .. ..|
+--+--+--+
do: m a2-b2-b1
expect: illegal
""",
    ),
    17: (
        "a shared exit serves every hero; the quest ends when the last one leaves.",
        """\
id: S17
grid:
+--+--+--+
|@d X* @m|
+--+--+--+
setup: d a1-b1
do: m c1-b1
expect: legal
check: d=out m=out won=yes
""",
    ),
    18: (
        "with armories on the card, exits stay locked until the armory condition.",
        """\
id: S18
grid:
+--+--+--+--+
|@d Ad .. Xd|
+--+--+--+--+
|@m Am .. Xm|
+--+--+--+--+
do: d a1-d1
expect: illegal
check: armory=no
""",
    ),
    19: (
        "all heroes on their own armories at once unlocks the exits.",
        """\
id: S19
grid:
+--+--+--+--+
|@d Ad .. Xd|
+--+--+--+--+
|@m Am .. Xm|
+--+--+--+--+
setup: d a1-b1; m a2-b2
do: d b1-d1
expect: legal
check: armory=done d=out
""",
    ),
    20: (
        "the armory flag persists after pawns leave their armories.",
        """\
id: S20
grid:
+--+--+--+--+
|@d Ad .. Xd|
+--+--+--+--+
|@m Am .. Xm|
+--+--+--+--+
setup: d a1-b1; m a2-b2; m b2-a2
do: d b1-d1
expect: legal
check: armory=done m=a2
""",
    ),
    21: (
        "standing on another hero's armory is allowed but does not count.",
        """\
id: S21
grid:
+--+--+--+--+
|Ad .. Am ..|
+--+--+--+--+
start: m=a1 d=c1
do: d c1-d1
expect: legal
check: armory=no
""",
    ),
    22: (
        "walking across one's own armory while the others wait on theirs completes the condition.",
        """\
id: S22
grid:
+--+--+--+--+
|@d Ad .. ..|
+--+--+--+--+
|## Am ## ##|
+--+--+--+--+
start: m=b2
do: d a1-d1
expect: legal
check: armory=done d=d1
""",
    ),
    23: (
        "a hop ignores walls, illustrated areas and pawns between the ladders.",
        """\
id: S23
grid:
+--+--+--+--+--+
|L. ..|## @m L.|
+--+--+--+--+--+
start: d=a1
do: d a1=e1
expect: legal
check: d=e1 m=d1
""",
    ),
    24: (
        "ladders must share a row or column.",
        """\
id: S24
grid:
+--+--+--+
|L. .. ..|
+--+--+--+
|.. .. L.|
+--+--+--+
start: d=a1
do: d a1=c2
expect: illegal
""",
    ),
    25: (
        "an occupied ladder is not a destination, but a farther aligned ladder is.",
        """\
id: S25
grid:
+--+--+--+--+
|L. L. .. L.|
+--+--+--+--+
start: d=a1 m=b1
do: d a1=d1
expect: legal
targets: d= d1
""",
    ),
    26: (
        "a hop uses the acting player's direction.",
        """\
id: S26
grid:
+--+--+--+--+
|L. .. .. L.|
+--+--+--+--+
start: d=a1
dirs: N
do: d a1=d1
expect: illegal
""",
    ),
    27: (
        "the little sister cannot use ladders.",
        """\
id: S27
grid:
+--+--+--+--+
|L. .. .. L.|
+--+--+--+--+
|@m ## ## ##|
+--+--+--+--+
start: s=a1
do: s a1=d1
expect: illegal
""",
    ),
    28: (
        "walking with the arrow is allowed.",
        """\
id: S28
grid:
+--+--+--+
|@d>.. ..|
+--+--+--+
do: d a1-c1
expect: legal
""",
    ),
    29: (
        "walking against the arrow is not.",
        """\
id: S29
grid:
+--+--+--+
|..>@d ..|
+--+--+--+
do: d b1-a1
expect: illegal
""",
    ),
    30: (
        "the dwarf squeezes through a narrow passage.",
        """\
id: S30
grid:
+--+--+
|@do..|
+--+--+
|@eo..|
+--+--+
do: d a1-b1
expect: legal
""",
    ),
    31: (
        "any other hero treats it as a wall.",
        """\
id: S31
grid:
+--+--+
|@do..|
+--+--+
|@eo..|
+--+--+
do: e a2-b2
expect: illegal
""",
    ),
    32: (
        "the elf jumps over an adjacent pawn onto the empty space beyond; the jumped pawn stays.",
        """\
id: S32
grid:
+--+--+--+
|@e @d ..|
+--+--+--+
do: e a1^c1
expect: legal
check: e=c1 d=b1
""",
    ),
    33: (
        "the landing must be empty, and two pawns cannot be jumped.",
        """\
id: S33
grid:
+--+--+--+--+
|@e @d @m ..|
+--+--+--+--+
do: e a1^c1
expect: illegal
targets: e^ none
""",
    ),
    34: (
        "there must be a pawn to jump over.",
        """\
id: S34
grid:
+--+--+--+
|@e .. ..|
+--+--+--+
do: e a1^c1
expect: illegal
""",
    ),
    35: (
        "only the elf jumps.",
        """\
id: S35
grid:
+--+--+--+
|@d @e ..|
+--+--+--+
do: d a1^c1
expect: illegal
""",
    ),
    36: (
        "a wall on either crossed edge blocks the jump.",
        """\
id: S36
grid:
+--+--+--+
|@e @d|..|
+--+--+--+
do: e a1^c1
expect: illegal
""",
    ),
    37: (
        "the elf cannot jump against an air current.",
        """\
id: S37
grid:
+--+--+--+
|@e @d<..|
+--+--+--+
do: e a1^c1
expect: illegal
""",
    ),
    38: (
        "a jump may land on the elf's own exit.",
        """\
id: S38
grid:
+--+--+--+
|@e @d Xe|
+--+--+--+
do: e a1^c1
expect: legal
check: e=out
""",
    ),
    39: (
        "the barbarian tosses the adjacent pawn over the trap; he stays put.",
        """\
id: S39
grid:
+--+--+--+--+
|@b @e T. ..|
+--+--+--+--+
do: e b1~d1
expect: legal
check: e=d1 b=a1
""",
    ),
    40: (
        "never over two traps (and never onto one).",
        """\
id: S40
grid:
+--+--+--+--+--+
|@b @e T. T. ..|
+--+--+--+--+--+
do: e b1~e1
expect: illegal
targets: e~ none
""",
    ),
    41: (
        "without a trap there is no toss.",
        """\
id: S41
grid:
+--+--+--+--+
|@b @e .. ..|
+--+--+--+--+
do: e b1~d1
expect: illegal
""",
    ),
    42: (
        "a wall beyond the trap blocks the toss.",
        """\
id: S42
grid:
+--+--+--+--+
|@b @e T.|..|
+--+--+--+--+
do: e b1~d1
expect: illegal
""",
    ),
    43: (
        "no toss against an air current.",
        """\
id: S43
grid:
+--+--+--+--+
|@b @e T.<..|
+--+--+--+--+
do: e b1~d1
expect: illegal
""",
    ),
    44: (
        "the landing space must be empty.",
        """\
id: S44
grid:
+--+--+--+--+
|@b @e T. @d|
+--+--+--+--+
do: e b1~d1
expect: illegal
""",
    ),
    45: (
        "a narrow passage blocks a toss, even of the dwarf.",
        """\
id: S45
grid:
+--+--+--+--+
|@b @d T.o..|
+--+--+--+--+
do: d b1~d1
expect: illegal
""",
    ),
    46: (
        "the barbarian cannot cross a trap himself.",
        """\
id: S46
grid:
+--+--+--+
|@b T. ..|
+--+--+--+
|@e T. ..|
+--+--+--+
do: b a1-c1
expect: illegal
""",
    ),
    47: (
        "nor can anyone walk onto a trap.",
        """\
id: S47
grid:
+--+--+--+
|@b T. ..|
+--+--+--+
|@e T. ..|
+--+--+--+
do: e a2-b2
expect: illegal
""",
    ),
    48: (
        "a tossed little sister need not land next to anyone.",
        """\
id: S48
grid:
+--+--+--+--+--+
|@b @s T. .. ..|
+--+--+--+--+--+
do: s b1~d1
expect: legal
check: s=d1
""",
    ),
    49: (
        "the toss direction (barbarian → tossed pawn) must be one the player holds.",
        """\
id: S49
grid:
+--+--+--+--+
|@b @e T. ..|
+--+--+--+--+
dirs: W
do: e b1~d1
expect: illegal
""",
    ),
    50: (
        "arriving on an invocation space allows an immediate swap with any pawn.",
        """\
id: S50
grid:
+--+--+--+--+
|@m I. .. @e|
+--+--+--+--+
setup: m a1-b1
do: m<>e
expect: legal
check: m=d1 e=b1
""",
    ),
    51: (
        "after any other atom the chance is gone.",
        """\
id: S51
grid:
+--+--+--+--+
|@m I. .. @e|
+--+--+--+--+
setup: m a1-b1; e d1-c1
do: m<>e
expect: illegal
""",
    ),
    52: (
        "leaving and coming back re-arms the space.",
        """\
id: S52
grid:
+--+--+--+--+
|@m I. .. @e|
+--+--+--+--+
setup: m a1-b1; e d1-c1; m b1-a1; m a1-b1
do: m<>e
expect: legal
check: m=c1 e=b1
""",
    ),
    53: (
        "other heroes on an invocation space trigger nothing.",
        """\
id: S53
grid:
+--+--+--+--+
|@e I. .. @m|
+--+--+--+--+
setup: e a1-b1
do: m<>e
expect: illegal
""",
    ),
    54: (
        "a mage that starts on the space has not arrived.",
        """\
id: S54
grid:
+--+--+--+--+
|.. I. .. @e|
+--+--+--+--+
start: m=b1
do: m<>e
expect: illegal
""",
    ),
    55: (
        "the little sister can be swapped; she needs no clinging.",
        """\
id: S55
grid:
+--+--+--+--+--+
|@m I. ## ## @s|
+--+--+--+--+--+
setup: m a1-b1
do: m<>s
expect: legal
check: s=b1 m=e1
""",
    ),
    56: (
        "a teleport must end next to another pawn; a single wall between does not matter.",
        """\
id: S56
grid:
+--+--+--+--+
|@s .. .. ..|
+--+--+--+--+
|## ## ## @d|
+--+--+--+--+
do: s a1*d1
expect: legal
targets: s* d1
""",
    ),
    57: (
        "diagonal neighbours do not count.",
        """\
id: S57
grid:
+--+--+--+--+
|@s .. .. ..|
+--+--+--+  +
|## ## ## @d|
+--+--+--+--+
do: s a1*c1
expect: illegal
""",
    ),
    58: (
        "door and single wall count as adjacent, a double wall does not.",
        """\
id: S58
grid:
+--+--+--+--+
|@s .. .. ..|
+--+%%+11+--+
|## @d @e @m|
+--+--+--+--+
do: s a1*c1
expect: legal
targets: s* c1 d1
""",
    ),
    59: (
        "nothing between start and landing stops her: arrows, pawns, walls, illustrated areas.",
        """\
id: S59
grid:
+--+--+--+--+--+
|@s<@d|## .. ..|
+--+--+--+--+  +
|## ## ## ## @m|
+--+--+--+--+--+
do: s a1*e1
expect: legal
""",
    ),
    60: (
        "she never walks…",
        """\
id: S60
grid:
+--+--+--+
|@s .. @d|
+--+--+--+
do: s a1-b1
expect: illegal
""",
    ),
    61: (
        "…but may teleport a single space.",
        """\
id: S61
grid:
+--+--+--+
|@s .. @d|
+--+--+--+
do: s a1*b1
expect: legal
""",
    ),
    62: (
        "teleporting onto her own exit (clinging still required) removes her.",
        """\
id: S62
grid:
+--+--+--+
|@s .. Xs|
+--+--+--+
|## ## @m|
+--+--+--+
do: s a1*c1
expect: legal
check: s=out
""",
    ),
    63: (
        "before rotation, card B offers no way in.",
        """\
id: S63
card A:
+--+--+
|@d ..
+--+--+
|## ##|
+--+--+
card B:
+--+  +
|## ..|
+--+  +
|## R.|
+--+--+
layout:
A0 B0
start: m=d2
do: d a1-c1
expect: illegal
""",
    ),
    64: (
        "with a pawn on its rotation space, B turns 270° clockwise; the pawn rides along and "
        "B's corridor now meets A's.",
        """\
id: S64
card A:
+--+--+
|@d ..
+--+--+
|## ##|
+--+--+
card B:
+--+  +
|## ..|
+--+  +
|## R.|
+--+--+
layout:
A0 B0
start: m=d2
setup: rot B +3
do: d a1-c1
expect: legal
check: m=d1 d=c1
""",
    ),
    65: (
        "no pawn on the rotation space, no rotation.",
        """\
id: S65
card A:
+--+--+
|@d ..
+--+--+
|## ##|
+--+--+
card B:
+--+  +
|## ..|
+--+  +
|## R.|
+--+--+
layout:
A0 B0
do: rot B +1
expect: illegal
""",
    ),
    66: (
        "sliding a card (with its pawn) into the empty centre creates a new connection.",
        """\
id: S66
card A:
+--+
|##|
+--+
card B:
+--+
|..|
+  +
card C:
+--+
|##|
+--+
card D:
+  +
|S.|
+--+
card E:
+--+
|##|
+--+
card F:
+--+
|##|
+--+
card G:
+--+
|##|
+--+
card H:
+--+
|##|
+--+
layout:
A0 B0 C0
D0 .. E0
F0 G0 H0
start: d=a2
setup: slide D e
do: d b2-b1
expect: legal
check: d=b1
""",
    ),
    67: (
        "only a card next to the empty slot can slide.",
        """\
id: S67
card A:
+--+
|S.|
+--+
card B:
+--+
|##|
+--+
card C:
+--+
|##|
+--+
card D:
+--+
|##|
+--+
card E:
+--+
|##|
+--+
card F:
+--+
|##|
+--+
card G:
+--+
|##|
+--+
card H:
+--+
|##|
+--+
layout:
A0 B0 C0
D0 .. E0
F0 G0 H0
start: e=a1
do: slide A e
expect: illegal
""",
    ),
}

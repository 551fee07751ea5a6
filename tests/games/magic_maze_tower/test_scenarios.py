"""One test per rule-check scenario of spec §10 (S01–S67), fed to the engine unchanged.

`run_scenario` checks each block's `expect:`, `check:` and `targets:`; where a scenario is
refused, the test also checks the sentence the player would read.
"""

from __future__ import annotations

from tests.games.magic_maze_tower.helpers import run_scenario
from tests.games.magic_maze_tower.spec_scenarios import SCENARIOS


def test_scenario_01_a_pawn_walks_any_distance_in_a_straight() -> None:
    """S01: A pawn walks any distance in a straight line in one go."""
    ran = run_scenario(SCENARIOS[1][1])
    assert ran.legal
    assert ran.after.atoms > ran.before.atoms


def test_scenario_02_a_player_holding_east_and_south_may_turn() -> None:
    """S02: A player holding East and South may turn the corner within one go."""
    ran = run_scenario(SCENARIOS[2][1])
    assert ran.legal
    assert ran.after.atoms > ran.before.atoms


def test_scenario_03_the_same_go_with_only_east_is_refused() -> None:
    """S03: The same go with only East is refused (the south leg needs another player)."""
    ran = run_scenario(SCENARIOS[3][1])
    assert not ran.legal
    assert "You do not hold South." in ran.message


def test_scenario_04_walls_block_walking() -> None:
    """S04: Walls block walking."""
    ran = run_scenario(SCENARIOS[4][1])
    assert not ran.legal
    assert "A wall between b1 and c1" in ran.message


def test_scenario_05_no_pawn_except_the_elf_passes_over_another() -> None:
    """S05: No pawn except the elf passes over another pawn."""
    ran = run_scenario(SCENARIOS[5][1])
    assert not ran.legal
    assert "b1 is taken by the mage" in ran.message


def test_scenario_06_one_pawn_per_space() -> None:
    """S06: One pawn per space."""
    ran = run_scenario(SCENARIOS[6][1])
    assert not ran.legal
    assert ran.message


def test_scenario_07_fully_illustrated_areas_can_be_neither_entered_nor() -> None:
    """S07: Fully illustrated areas can be neither entered nor crossed."""
    ran = run_scenario(SCENARIOS[7][1])
    assert not ran.legal
    assert "fully illustrated area" in ran.message


def test_scenario_08_doors_are_locked_by_default() -> None:
    """S08: Doors are locked by default."""
    ran = run_scenario(SCENARIOS[8][1])
    assert not ran.legal
    assert "Door 1 is locked." in ran.message


def test_scenario_09_a_pawn_on_a_matching_key_holds_the() -> None:
    """S09: A pawn on a matching key holds the door open for others."""
    ran = run_scenario(SCENARIOS[9][1])
    assert ran.legal
    assert ran.after.atoms > ran.before.atoms


def test_scenario_10_a_key_of_another_type_does_not_open() -> None:
    """S10: A key of another type does not open the door."""
    ran = run_scenario(SCENARIOS[10][1])
    assert not ran.legal
    assert "Door 1 is locked." in ran.message


def test_scenario_11_the_key_holder_cannot_pass_the_door_it() -> None:
    """S11: The key holder cannot pass the door it holds (mover exclusion)."""
    ran = run_scenario(SCENARIOS[11][1])
    assert not ran.legal
    assert "cannot open a door for itself" in ran.message


def test_scenario_12_the_door_locks_again_as_soon_as_its() -> None:
    """S12: The door locks again as soon as its holder steps off."""
    ran = run_scenario(SCENARIOS[12][1])
    assert not ran.legal
    assert "Door 1 is locked." in ran.message


def test_scenario_13_two_door_types_held_by_two_pawns_one() -> None:
    """S13: Two door types held by two pawns; one go crosses both."""
    ran = run_scenario(SCENARIOS[13][1])
    assert ran.legal
    assert ran.after.atoms > ran.before.atoms


def test_scenario_14_entering_ones_own_exit_removes_the_pawn() -> None:
    """S14: Entering one's own exit removes the pawn."""
    ran = run_scenario(SCENARIOS[14][1])
    assert ran.legal
    assert ran.after.atoms > ran.before.atoms


def test_scenario_15_a_walk_cannot_continue_through_the_walkers_own() -> None:
    """S15: A walk cannot continue through the walker's own exit."""
    ran = run_scenario(SCENARIOS[15][1])
    assert not ran.legal
    assert "already left" in ran.message


def test_scenario_16_nobody_may_enter_another_heros_exit() -> None:
    """S16: Nobody may enter another hero's exit."""
    ran = run_scenario(SCENARIOS[16][1])
    assert not ran.legal
    assert "only the dwarf may use it" in ran.message


def test_scenario_17_a_shared_exit_serves_every_hero_the_quest() -> None:
    """S17: A shared exit serves every hero; the quest ends when the last one leaves."""
    ran = run_scenario(SCENARIOS[17][1])
    assert ran.legal
    assert ran.after.atoms > ran.before.atoms


def test_scenario_18_with_armories_on_the_card_exits_stay_locked() -> None:
    """S18: With armories on the card, exits stay locked until the armory condition."""
    ran = run_scenario(SCENARIOS[18][1])
    assert not ran.legal
    assert "exits stay locked" in ran.message


def test_scenario_19_all_heroes_on_their_own_armories_at_once() -> None:
    """S19: All heroes on their own armories at once unlocks the exits."""
    ran = run_scenario(SCENARIOS[19][1])
    assert ran.legal
    assert ran.after.atoms > ran.before.atoms


def test_scenario_20_the_armory_flag_persists_after_pawns_leave_their() -> None:
    """S20: The armory flag persists after pawns leave their armories."""
    ran = run_scenario(SCENARIOS[20][1])
    assert ran.legal
    assert ran.after.atoms > ran.before.atoms


def test_scenario_21_standing_on_another_heros_armory_is_allowed_but() -> None:
    """S21: Standing on another hero's armory is allowed but does not count."""
    ran = run_scenario(SCENARIOS[21][1])
    assert ran.legal
    assert ran.after.atoms > ran.before.atoms


def test_scenario_22_walking_across_ones_own_armory_while_the_others() -> None:
    """S22: Walking across one's own armory while the others wait on theirs completes it."""
    ran = run_scenario(SCENARIOS[22][1])
    assert ran.legal
    assert ran.after.atoms > ran.before.atoms


def test_scenario_23_a_hop_ignores_walls_illustrated_areas_and_pawns() -> None:
    """S23: A hop ignores walls, illustrated areas and pawns between the ladders."""
    ran = run_scenario(SCENARIOS[23][1])
    assert ran.legal
    assert ran.after.atoms > ran.before.atoms


def test_scenario_24_ladders_must_share_a_row_or_column() -> None:
    """S24: Ladders must share a row or column."""
    ran = run_scenario(SCENARIOS[24][1])
    assert not ran.legal
    assert "share no row or column" in ran.message


def test_scenario_25_an_occupied_ladder_is_not_a_destination_but() -> None:
    """S25: An occupied ladder is not a destination, but a farther aligned ladder is."""
    ran = run_scenario(SCENARIOS[25][1])
    assert ran.legal
    assert ran.after.atoms > ran.before.atoms


def test_scenario_26_a_hop_uses_the_acting_players_direction() -> None:
    """S26: A hop uses the acting player's direction."""
    ran = run_scenario(SCENARIOS[26][1])
    assert not ran.legal
    assert "You do not hold East." in ran.message


def test_scenario_27_the_little_sister_cannot_use_ladders() -> None:
    """S27: The little sister cannot use ladders."""
    ran = run_scenario(SCENARIOS[27][1])
    assert not ran.legal
    assert "cannot use ladders" in ran.message


def test_scenario_28_walking_with_the_arrow_is_allowed() -> None:
    """S28: Walking with the arrow is allowed."""
    ran = run_scenario(SCENARIOS[28][1])
    assert ran.legal
    assert ran.after.atoms > ran.before.atoms


def test_scenario_29_walking_against_the_arrow_is_not() -> None:
    """S29: Walking against the arrow is not."""
    ran = run_scenario(SCENARIOS[29][1])
    assert not ran.legal
    assert "only lets pawns go East" in ran.message


def test_scenario_30_the_dwarf_squeezes_through_a_narrow_passage() -> None:
    """S30: The dwarf squeezes through a narrow passage."""
    ran = run_scenario(SCENARIOS[30][1])
    assert ran.legal
    assert ran.after.atoms > ran.before.atoms


def test_scenario_31_any_other_hero_treats_it_as_a_wall() -> None:
    """S31: Any other hero treats it as a wall."""
    ran = run_scenario(SCENARIOS[31][1])
    assert not ran.legal
    assert "Only the dwarf fits" in ran.message


def test_scenario_32_the_elf_jumps_over_an_adjacent_pawn_onto() -> None:
    """S32: The elf jumps over an adjacent pawn onto the space beyond; the jumped pawn stays."""
    ran = run_scenario(SCENARIOS[32][1])
    assert ran.legal
    assert ran.after.atoms > ran.before.atoms


def test_scenario_33_the_landing_must_be_empty_and_two_pawns() -> None:
    """S33: The landing must be empty, and two pawns cannot be jumped."""
    ran = run_scenario(SCENARIOS[33][1])
    assert not ran.legal
    assert "c1 is taken" in ran.message


def test_scenario_34_there_must_be_a_pawn_to_jump_over() -> None:
    """S34: There must be a pawn to jump over."""
    ran = run_scenario(SCENARIOS[34][1])
    assert not ran.legal
    assert "no pawn between a1 and c1" in ran.message


def test_scenario_35_only_the_elf_jumps() -> None:
    """S35: Only the elf jumps."""
    ran = run_scenario(SCENARIOS[35][1])
    assert not ran.legal
    assert "Only the elf" in ran.message


def test_scenario_36_a_wall_on_either_crossed_edge_blocks_the() -> None:
    """S36: A wall on either crossed edge blocks the jump."""
    ran = run_scenario(SCENARIOS[36][1])
    assert not ran.legal
    assert "A wall between b1 and c1" in ran.message


def test_scenario_37_the_elf_cannot_jump_against_an_air_current() -> None:
    """S37: The elf cannot jump against an air current."""
    ran = run_scenario(SCENARIOS[37][1])
    assert not ran.legal
    assert "only lets pawns go West" in ran.message


def test_scenario_38_a_jump_may_land_on_the_elfs_own() -> None:
    """S38: A jump may land on the elf's own exit."""
    ran = run_scenario(SCENARIOS[38][1])
    assert ran.legal
    assert ran.after.atoms > ran.before.atoms


def test_scenario_39_the_barbarian_tosses_the_adjacent_pawn_over_the() -> None:
    """S39: The barbarian tosses the adjacent pawn over the trap; he stays put."""
    ran = run_scenario(SCENARIOS[39][1])
    assert ran.legal
    assert ran.after.atoms > ran.before.atoms


def test_scenario_40_never_over_two_traps_and_never_onto_one() -> None:
    """S40: Never over two traps (and never onto one)."""
    ran = run_scenario(SCENARIOS[40][1])
    assert not ran.legal
    assert "one trap" in ran.message


def test_scenario_41_without_a_trap_there_is_no_toss() -> None:
    """S41: Without a trap there is no toss."""
    ran = run_scenario(SCENARIOS[41][1])
    assert not ran.legal
    assert "exactly one trap" in ran.message


def test_scenario_42_a_wall_beyond_the_trap_blocks_the_toss() -> None:
    """S42: A wall beyond the trap blocks the toss."""
    ran = run_scenario(SCENARIOS[42][1])
    assert not ran.legal
    assert "A wall between c1 and d1" in ran.message


def test_scenario_43_no_toss_against_an_air_current() -> None:
    """S43: No toss against an air current."""
    ran = run_scenario(SCENARIOS[43][1])
    assert not ran.legal
    assert "only lets pawns go West" in ran.message


def test_scenario_44_the_landing_space_must_be_empty() -> None:
    """S44: The landing space must be empty."""
    ran = run_scenario(SCENARIOS[44][1])
    assert not ran.legal
    assert "d1 is taken" in ran.message


def test_scenario_45_a_narrow_passage_blocks_a_toss_even_of() -> None:
    """S45: A narrow passage blocks a toss, even of the dwarf."""
    ran = run_scenario(SCENARIOS[45][1])
    assert not ran.legal
    assert "even of the dwarf" in ran.message


def test_scenario_46_the_barbarian_cannot_cross_a_trap_himself() -> None:
    """S46: The barbarian cannot cross a trap himself."""
    ran = run_scenario(SCENARIOS[46][1])
    assert not ran.legal
    assert "trap" in ran.message


def test_scenario_47_nor_can_anyone_walk_onto_a_trap() -> None:
    """S47: Nor can anyone walk onto a trap."""
    ran = run_scenario(SCENARIOS[47][1])
    assert not ran.legal
    assert "trap at b2" in ran.message


def test_scenario_48_a_tossed_little_sister_need_not_land_next() -> None:
    """S48: A tossed little sister need not land next to anyone."""
    ran = run_scenario(SCENARIOS[48][1])
    assert ran.legal
    assert ran.after.atoms > ran.before.atoms


def test_scenario_49_the_toss_direction_barbarian_tossed_pawn_must_be() -> None:
    """S49: The toss direction (barbarian → tossed pawn) must be one the player holds."""
    ran = run_scenario(SCENARIOS[49][1])
    assert not ran.legal
    assert "You do not hold East." in ran.message


def test_scenario_50_arriving_on_an_invocation_space_allows_an_immediate() -> None:
    """S50: Arriving on an invocation space allows an immediate swap with any pawn."""
    ran = run_scenario(SCENARIOS[50][1])
    assert ran.legal
    assert ran.after.atoms > ran.before.atoms


def test_scenario_51_after_any_other_atom_the_chance_is_gone() -> None:
    """S51: After any other atom the chance is gone."""
    ran = run_scenario(SCENARIOS[51][1])
    assert not ran.legal
    assert "right after arriving" in ran.message


def test_scenario_52_leaving_and_coming_back_re_arms_the_space() -> None:
    """S52: Leaving and coming back re-arms the space."""
    ran = run_scenario(SCENARIOS[52][1])
    assert ran.legal
    assert ran.after.atoms > ran.before.atoms


def test_scenario_53_other_heroes_on_an_invocation_space_trigger_nothing() -> None:
    """S53: Other heroes on an invocation space trigger nothing."""
    ran = run_scenario(SCENARIOS[53][1])
    assert not ran.legal
    assert "right after arriving" in ran.message


def test_scenario_54_a_mage_that_starts_on_the_space_has() -> None:
    """S54: A mage that starts on the space has not arrived."""
    ran = run_scenario(SCENARIOS[54][1])
    assert not ran.legal
    assert "right after arriving" in ran.message


def test_scenario_55_the_little_sister_can_be_swapped_she_needs() -> None:
    """S55: The little sister can be swapped; she needs no clinging."""
    ran = run_scenario(SCENARIOS[55][1])
    assert ran.legal
    assert ran.after.atoms > ran.before.atoms


def test_scenario_56_a_teleport_must_end_next_to_another_pawn() -> None:
    """S56: A teleport must end next to another pawn; a single wall between does not matter."""
    ran = run_scenario(SCENARIOS[56][1])
    assert ran.legal
    assert ran.after.atoms > ran.before.atoms


def test_scenario_57_diagonal_neighbours_do_not_count() -> None:
    """S57: Diagonal neighbours do not count."""
    ran = run_scenario(SCENARIOS[57][1])
    assert not ran.legal
    assert "must land next to another hero" in ran.message


def test_scenario_58_door_and_single_wall_count_as_adjacent_a() -> None:
    """S58: Door and single wall count as adjacent, a double wall does not."""
    ran = run_scenario(SCENARIOS[58][1])
    assert ran.legal
    assert ran.after.atoms > ran.before.atoms


def test_scenario_59_nothing_between_start_and_landing_stops_her_arrows() -> None:
    """S59: Nothing between start and landing stops her: arrows, pawns, walls, illustrated areas."""
    ran = run_scenario(SCENARIOS[59][1])
    assert ran.legal
    assert ran.after.atoms > ran.before.atoms


def test_scenario_60_she_never_walks() -> None:
    """S60: She never walks…"""
    ran = run_scenario(SCENARIOS[60][1])
    assert not ran.legal
    assert "never walks" in ran.message


def test_scenario_61_but_may_teleport_a_single_space() -> None:
    """S61: …but may teleport a single space."""
    ran = run_scenario(SCENARIOS[61][1])
    assert ran.legal
    assert ran.after.atoms > ran.before.atoms


def test_scenario_62_teleporting_onto_her_own_exit_clinging_still_required() -> None:
    """S62: Teleporting onto her own exit (clinging still required) removes her."""
    ran = run_scenario(SCENARIOS[62][1])
    assert ran.legal
    assert ran.after.atoms > ran.before.atoms


def test_scenario_63_before_rotation_card_b_offers_no_way_in() -> None:
    """S63: Before rotation, card B offers no way in."""
    ran = run_scenario(SCENARIOS[63][1])
    assert not ran.legal
    assert "fully illustrated area" in ran.message


def test_scenario_64_with_a_pawn_on_its_rotation_space_b() -> None:
    """S64: With a pawn on its rotation space, B turns 270° clockwise; the pawn rides along and…"""
    ran = run_scenario(SCENARIOS[64][1])
    assert ran.legal
    assert ran.after.atoms > ran.before.atoms


def test_scenario_65_no_pawn_on_the_rotation_space_no_rotation() -> None:
    """S65: No pawn on the rotation space, no rotation."""
    ran = run_scenario(SCENARIOS[65][1])
    assert not ran.legal
    assert "rotation space" in ran.message


def test_scenario_66_sliding_a_card_with_its_pawn_into_the() -> None:
    """S66: Sliding a card (with its pawn) into the empty centre creates a new connection."""
    ran = run_scenario(SCENARIOS[66][1])
    assert ran.legal
    assert ran.after.atoms > ran.before.atoms


def test_scenario_67_only_a_card_next_to_the_empty_slot() -> None:
    """S67: Only a card next to the empty slot can slide."""
    ran = run_scenario(SCENARIOS[67][1])
    assert not ran.legal
    assert "empty slot" in ran.message

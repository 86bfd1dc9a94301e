"""Words for every option, shared by the options screen and the rules help.

Keys are the option names of ``VARIANTS.md`` (and :class:`~game.rules.options.RuleSet`).
:func:`describe_rules` turns a rule set into the sentences a player reads in the rules help.
"""

from __future__ import annotations

from .options import ForcedContract, RuleSet

OPTION_HELP: dict[str, str] = {
    "players": "Number of players, 2 to 6 (5 is the classic game).",
    "joker": "Play with a joker (53 cards).",
    "jokers": "How many jokers (with two, the first outranks the second).",
    "removed_cards": "Cards taken out of the deck to shrink the blind (e.g. ♣3, ♦3 with 4 or 6).",
    "hand_size": "Cards dealt to each player (empty: the standard for the player count).",
    "min_bid": "The lowest bid allowed.",
    "suit_order": "How suits rank at the same number: bridge (♣<♦<♥<♠), Khopesh (♣<♠<♥<♦), or none.",
    "no_trump": "Whether no-trump bids are allowed, and whether they rank above ♠ or below ♣.",
    "bid_order": "Pass is final, or a passed player may bid again (ends after n−1 passes in a row).",
    "all_pass": "When everyone passes: redeal, turn the blind up and bid again, or the Mighty's holder bids.",
    "all_pass_forced_contract": "A contract imposed on the Mighty's holder or the dealer when all pass.",
    "call_timing": "Napoleon calls the adjutant's card before or after taking the blind.",
    "call_own_card": "Whether Napoleon may call a card in their own hand (and so play alone).",
    "call_joker": "Whether the joker may be the called card.",
    "blind_deal_out": "The blind is dealt out to the players after the call instead of exchanged.",
    "discards_count_for": "Who scores the picture cards Napoleon discards.",
    "first_trick_trumps": "Whether trumps count in the first trick.",
    "first_trick_specials": "Which special cards have their power in the first trick.",
    "first_trick_no_trump_lead": "Napoleon may not lead a trump to the first trick.",
    "first_trick_same_two": "Whether the same-two rule applies in the first trick.",
    "last_trick_plain": "The last trick is played plain: no trumps, no special cards.",
    "yoromeki": "The Enchantress (♥Q) beats the Mighty when both fall in one trick.",
    "enchantress_vs_jacks": "With the Enchantress: whether a right/left jack in the trick still wins.",
    "specials_are_trumps": "The Mighty and the left jack belong to the trump suit (as in euchre).",
    "right_left_jacks": "The jack of trumps and the jack of the same colour are special cards.",
    "hunting_jacks": "When the right jack and its hunter jack (♠↔♥, ♣↔♦) meet, the hunter wins.",
    "mighty_when_spades_trump": "The Mighty: ♠A, or ♣A when spades are trumps.",
    "same_two": "In a trick all of one suit, the 2 of that suit wins (unless a special card falls).",
    "same_two_vs_left_jack": "Whether the same two beats the left jack.",
    "same_two_with_joker": "Whether a joker in the trick blocks the same two or counts as the led suit.",
    "same_two_in_trumps": "Whether the same two applies when trumps are led.",
    "joker_led_strength": "How strong a led joker is.",
    "joker_strong_rank": "A led strong hunter ranks 4th (below the jacks) or 2nd (below the Mighty).",
    "joker_led_forces": "What a led joker forces: a trump, a trump or else a point card, or a named suit.",
    "joker_follow_strength": "How strong a joker is when it does not lead.",
    "joker_free_play": "The joker may be played to any trick, whatever the player holds.",
    "joker_first_trick_lead": "Whether the joker may be led to the first trick.",
    "joker_hunter": "Whether the request card (♣3) forces the joker: when led, or anywhere in the trick.",
    "joker_request_card": "The card that calls for the joker.",
    "reverse_jack": "A jack of the colour opposite to trumps reverses the direction of play.",
    "tens_score": "Tens are picture cards (20 points); off, 16 points (the 1885 game).",
    "adjutant": "Napoleon calls a secret adjutant (with 4 or more players).",
    "exact_bid": "Napoleon must take exactly the bid (the 1885 game).",
    "siberian": "Taking all the points with a bid below the maximum loses (strict: opponents must score).",
    "scoring": "How chips are paid after each hand.",
    "scoring_4p": "The 4-player chip table: Napoleon–adjutant–each opponent.",
    "scoring_6p": "The 6-player chip table: Napoleon–adjutant (opponents pay 1 each).",
    "second_general_on_20": "A bid of 20 lets Napoleon call a second adjutant after the exchange.",
    "rounds": "Hands in a match.",
    "target_score": "Play until someone reaches this score (instead of a number of rounds).",
}

SCORING_HELP: dict[str, str] = {
    "pagat": "Made: Napoleon +2, adjutant +1, each opponent −1; failed: the reverse; doubled at 20. "
    "Alone: each opponent ±1, Napoleon takes the balance.",
    "multiplied": "Pagat chips, doubled at a bid of 14, tripled at 15, and so on.",
    "barraco": "Each opponent pays bid − minimum + 1; the adjutant gets that × opponents ÷ 3; "
    "Napoleon the rest (twice the adjutant with 5 players).",
    "bga_classic": "Napoleon ±4, adjutant ±2, each ally ∓2 (∓1 against a solo Napoleon).",
    "bga_bonus": "Like classic, but each ally pays 1 more per bid point above 14 and 2 more for a "
    "perfect 20; a solo Napoleon collects from every ally (twice a partnered Napoleon's take).",
    "hard": "Value = bid − 10: two opponents pay Napoleon the value, the third pays the adjutant.",
    "count": "No chips: a count is kept of how often each player won as Napoleon.",
}


def format_value(value: object) -> str:
    """An option value as a player reads it."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, tuple):
        return " ".join(str(v) for v in value) or "none"
    if value is None:
        return "none"
    if isinstance(value, ForcedContract):
        trump = "NT" if value.trump is None else value.trump.symbol
        return f"{value.number}{trump} for the {value.who.value.replace('_', ' ')}"
    return str(value).replace("_", " ")


def describe_rules(rules: RuleSet) -> list[str]:
    """Plain sentences describing ``rules``, most important first."""
    out = [
        f"{rules.players} players, {len(rules.deck)} cards"
        f"{' with ' + str(rules.joker_count) + ' joker(s)' if rules.joker_count else ''}: "
        f"{rules.cards_per_hand} each, {rules.blind_size} in the blind"
        f"{' (and 4 piles of 4 each)' if rules.pile_cards else ''}.",
        f"Picture cards score: {rules.total_points} points in all. Bids run from "
        f"{rules.min_bid} to {rules.max_bid}.",
        OPTION_HELP["adjutant"] if rules.has_adjutant else "No adjutant: Napoleon plays alone.",
        "Scoring: " + SCORING_HELP[rules.scoring.value],
    ]
    defaults = RuleSet()
    for name, (value, _) in rules.differences(defaults).items():
        if name in ("players", "joker", "scoring", "adjutant", "min_bid", "rounds"):
            continue
        out.append(f"{OPTION_HELP[name]} Here: {format_value(value)}.")
    out.append(
        f"A match lasts until someone reaches {rules.target_score}."
        if rules.target_score
        else f"A match lasts {rules.rounds} hand(s)."
    )
    return out

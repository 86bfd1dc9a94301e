"""British Nap's domain events as the table's animation beats and announcements."""

from __future__ import annotations

from collections.abc import Sequence

from game.british_nap import NapPhase, NapView, bid_name, nap_trick_winner
from game.british_nap import events as ev
from game.rules.i18n import N_, _, ngettext

from ..table.controller import Step, View
from ..table.presenter_base import (
    T_BANNER,
    T_SWEEP,
    Announce,
    Beat,
    Bubble,
    ClearBubbles,
    Deal,
    Interlude,
    MarkWinner,
    PlaceCard,
    Presentation,
    SeatWords,
    Sound,
    Sweep,
)
from .face import NapFace
from .interlude import cut_and_deal_line

# Seconds at "normal" speed.
T_DEAL = 0.8
T_PLAY_GAP = 0.42
T_TRICK_HOLD = 0.9
T_BID = 0.55


class NapPresenter(SeatWords):
    """``names``: every seat's name; ``human``: the seat addressed as "you" (None: nobody)."""

    def __init__(self, names: Sequence[str], human: int | None) -> None:
        super().__init__(names, human)
        self.face = NapFace()

    def _you(self, seat: int, yours: str, theirs: str) -> str:
        return yours if seat == self.human else theirs

    def present(self, step: Step, before: View) -> Presentation:
        beats: list[Beat] = []
        hold = 0.0
        view: NapView = step.view
        for e in step.events:
            if isinstance(e, ev.NapDealt):
                said = cut_and_deal_line(e.shuffled, e.cutter == self.human, e.dealer == self.human)
                beats += [
                    # The draw for the first dealer (the face shows it before a match's first
                    # deal only), or the gather and cut of the last hand's cards.
                    Interlude("seat_draw" if e.shuffled else "gather"),
                    Deal(T_DEAL),
                    Sound("shuffle" if e.shuffled else "deal"),
                    Sound("deal", at=0.15),
                    Announce(said.format(cutter=self.name(e.cutter), dealer=self.name(e.dealer))),
                ]
                hold += T_DEAL
            elif isinstance(e, ev.Bought):
                text = ngettext("Buys {n}", "Buys {n}", e.count).format(n=e.count) if e.count else _("Keeps")
                beats.append(Bubble(e.seat, text))
                if e.seat == self.human and e.received and e.received[0] is not None:
                    got = " ".join(str(c) for c in e.received)
                    beats.append(Announce(_("You bought {cards}").format(cards=got)))
                hold += T_BID
            elif isinstance(e, ev.Peeped):
                beats.append(Bubble(e.seat, N_("Peeps")))
                if e.card is not None:
                    beats.append(Announce(_("The widow card is {card}").format(card=e.card)))
                hold += T_BID
            elif isinstance(e, ev.NapBidMade):
                beats.append(Bubble(e.seat, bid_name(e.bid)))
                hold += T_BID
            elif isinstance(e, ev.NapPassed):
                beats.append(Bubble(e.seat, N_("Pass")))  # translated where it is drawn
                hold += T_BID
            elif isinstance(e, ev.BidderDeclared):
                said = self._you(e.seat, _("You play {bid}"), _("{player} plays {bid}"))
                beats += [
                    ClearBubbles(),
                    Announce(said.format(player=self.name(e.seat), bid=bid_name(e.bid))),
                ]
                hold += T_BANNER * 0.7
            elif isinstance(e, ev.WidowTaken):
                said = self._you(e.seat, _("You take the widow"), _("{player} takes the widow"))
                beats.append(Announce(said.format(player=self.name(e.seat))))
                hold += T_BANNER * 0.5
            elif isinstance(e, ev.NapDiscarded):
                hold += 0.12
            elif isinstance(e, ev.ThrownIn):
                beats.append(Announce(_("Everyone passed: the cards are thrown in.")))
                hold += T_BANNER * 0.6
            elif isinstance(e, ev.TrumpSet):
                beats.append(Announce(_("The first card led makes {suit} trumps").format(suit=e.suit.symbol)))
            elif isinstance(e, ev.NapCardPlayed):
                beats += [PlaceCard(e.seat, e.card), Sound("play")]
                hold += T_PLAY_GAP
            elif isinstance(e, ev.NapTrickWon):
                trump = view.trump if view.bid != "misere" else None
                card = e.cards[nap_trick_winner(e.cards, trump)]
                said = self._you(e.seat, _("You win with {card}"), _("{player} wins with {card}"))
                at = hold + T_PLAY_GAP * 0.5
                beats += [
                    Announce(said.format(player=self.name(e.seat), card=card), at=at),
                    MarkWinner(card, at=at),
                ]
                hold += T_TRICK_HOLD
                beats.append(Sweep(e.seat, at=hold))
                hold += T_SWEEP
            elif isinstance(e, ev.NapHandScored):
                beats.append(Sound("made" if e.made else "failed"))
        me = self.human
        if me is not None and before.to_act != me and view.to_act == me and view.phase != NapPhase.DONE:
            beats.append(Sound("turn", at=hold))
        return Presentation(tuple(beats), hold)

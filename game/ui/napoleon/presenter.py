"""Napoleon's domain events as the table's animation beats and announcements."""

from __future__ import annotations

from collections.abc import Sequence

from game.napoleon import Phase, SeatView
from game.napoleon import events as ev
from game.napoleon.tricks import win_reason_words
from game.rules.i18n import N_, _, ngettext

from ..table.controller import Step
from ..table.presenter_base import (
    T_BANNER,
    T_MOVE,
    T_SWEEP,
    Announce,
    Beat,
    Bubble,
    ClearBubbles,
    Deal,
    MarkWinner,
    PlaceCard,
    Presentation,
    SeatWords,
    Sound,
    Sweep,
)
from .face import NapoleonFace
from .panels import contract_text

# Seconds at "normal" speed.
T_DEAL = 1.1
T_PLAY_GAP = 0.42
T_TRICK_HOLD = 0.9
T_BID = 0.55


class NapoleonPresenter(SeatWords):
    """``names``: every seat's name; ``human``: the seat addressed as "you" (None: nobody)."""

    def __init__(self, names: Sequence[str], human: int | None) -> None:
        super().__init__(names, human)
        self.face = NapoleonFace()

    def trick_won_text(self, e: ev.TrickWon) -> str:
        """ "Emi wins with ♠2: same two · 2 points" (the engine's reason, in words)."""
        why = win_reason_words(e.reason)
        if e.seat == self.human:
            text = ngettext(
                "You win with {card}: {reason} · {n} point",
                "You win with {card}: {reason} · {n} points",
                e.points,
            )
        else:
            text = ngettext(
                "{player} wins with {card}: {reason} · {n} point",
                "{player} wins with {card}: {reason} · {n} points",
                e.points,
            )
        return text.format(player=self.name(e.seat), card=e.card, reason=why, n=e.points)

    def present(self, step: Step, before: SeatView) -> Presentation:
        beats: list[Beat] = []
        hold = 0.0
        for e in step.events:
            if isinstance(e, ev.Dealt):
                beats += [Deal(T_DEAL), Sound("shuffle"), Sound("deal", at=0.15)]
                hold += T_DEAL
            elif isinstance(e, ev.BidMade):
                beats.append(
                    Bubble(e.seat, contract_text(e.number, e.trump, _suitless(step.view), rank=e.rank))
                )
                hold += T_BID
            elif isinstance(e, ev.Passed):
                beats.append(Bubble(e.seat, N_("Pass")))  # translated where it is drawn
                hold += T_BID
            elif isinstance(e, ev.GeneralRechosen):  # 003: the called card shown, called again
                beats.append(Announce(e.describe()))
                hold += T_BANNER * 0.7
            elif isinstance(e, ev.Trusted):  # 003: "trust"
                beats.append(Bubble(e.seat, N_("Trust!")))  # translated where it is drawn
                hold += T_BID
            elif isinstance(e, ev.TargetBid):  # 003
                beats.append(Bubble(e.seat, contract_text(0, None, target_name=self.name(e.target))))
                hold += T_BID
            elif isinstance(e, ev.MisereBid):  # 003
                beats.append(Bubble(e.seat, contract_text(0, None, misere="open" if e.open else "closed")))
                hold += T_BID
            elif isinstance(e, ev.HandShown):  # 003's open misère
                beats.append(Announce(e.describe()))
                hold += T_BANNER * 0.7
            elif isinstance(e, ev.TrumpSet):  # 003: the first suit led is trumps
                beats.append(Announce(e.describe()))
                hold += T_BANNER * 0.6
            elif isinstance(e, ev.AllPassed | ev.BlindTurnedUp | ev.HandThrownIn):
                beats.append(Announce(e.describe().replace("Seat ", "Player ")))
                hold += T_BANNER * 0.6
            elif isinstance(e, ev.NapoleonDeclared):
                said = (
                    _("You are Napoleon: {contract}")
                    if e.seat == self.human
                    else _("{player} is Napoleon: {contract}")
                )
                target = None if e.target is None else self.name(e.target)
                contract = contract_text(
                    e.number, e.trump, _suitless(step.view), e.misere or None, target, e.rank
                )
                beats += [ClearBubbles(), Announce(said.format(player=self.name(e.seat), contract=contract))]
                hold += T_BANNER * 0.7
            elif isinstance(e, ev.CardCalled):
                said = _("Napoleon calls {card}")
                if step.view.role == "adjutant" and e.card in step.view.hand:
                    said = _("Napoleon calls {card} — you hold it: you are the adjutant (secretly)!")
                beats.append(Announce(said.format(card=e.card)))
                hold += T_BANNER * 0.7
            elif isinstance(e, ev.BlindTaken):
                hold += T_MOVE * 1.5
            elif isinstance(e, ev.Discarded):
                hold += 0.12
            elif isinstance(e, ev.CardPlayed):
                beats += [PlaceCard(e.seat, e.card), Sound("play")]
                hold += T_PLAY_GAP
            elif isinstance(e, ev.AdjutantRevealed):
                if e.alone:
                    said = _("Napoleon played {card}: Napoleon is alone!")
                elif e.seat == self.human:
                    said = _("You are the adjutant ({card})!")
                else:
                    said = _("{player} is the adjutant ({card})!")
                beats.append(Announce(said.format(player=self.name(e.seat), card=e.card)))
                hold += 0.5
            elif isinstance(e, ev.TrickWon):
                if e.card is not None and e.reason:  # held, then swept: who won, and why
                    at = hold + T_PLAY_GAP * 0.5
                    beats += [Announce(self.trick_won_text(e), at=at), MarkWinner(e.card, at=at)]
                hold += T_TRICK_HOLD
                beats.append(Sweep(e.seat, at=hold))
                hold += T_SWEEP
            elif isinstance(e, ev.HandScored):
                beats.append(Sound("made" if getattr(e.result, "made", False) else "failed"))
        me = self.human
        if (
            me is not None
            and before.to_act != me
            and step.view.to_act == me
            and step.view.phase != Phase.DONE
        ):
            beats.append(Sound("turn", at=hold))
        return Presentation(tuple(beats), hold)


def _suitless(view: SeatView) -> bool:
    """Whether bids name no suit (003): a bid is then shown as its number only."""
    return str(view.rules.bid_kind) == "suitless"

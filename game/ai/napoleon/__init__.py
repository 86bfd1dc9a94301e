"""Napoleon's seats: its levels (:mod:`.seats`), what a seat knows and infers of the hidden
cards (:mod:`.knowledge`, :mod:`.belief`, :mod:`.inference`, :mod:`.sampler`), the contract's
bidding and Hard's search over sampled worlds (:mod:`.contract`, :mod:`.contract_sim`,
:mod:`.hard`, :mod:`.rollout`, :mod:`.policy`), the hints, the coach, the all-seeing measuring
stick and the tournament's forced contracts. What every game's seats share stays in
:mod:`game.ai`."""

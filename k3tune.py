import sys
from game.ai import make_seat
from game.rules import NapoleonHand
from game.rules.presets import KHOPESH, PAGAT
for base in (KHOPESH, PAGAT):
    r = base.replace(bid_kind="number")
    st = {"rank": [0, 0], "other": [0, 0]}
    for seed in range(300):
        h = NapoleonHand.new(r, seed, seed % 5)
        seats=[make_seat("normal", seed*7+s) for s in range(5)]
        while not h.is_over:
            h.apply(seats[h.to_act].choose(h.view(h.to_act)))
        if h.result is None: continue
        k = "rank" if h.trump_rank is not None else "other"
        st[k][0]+=1; st[k][1]+=h.result.made
    print({k:(v[0], round(v[1]/max(1,v[0]),2)) for k,v in st.items()})

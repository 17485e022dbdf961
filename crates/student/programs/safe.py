def safe(queens, row, col):
    for r, c in enumerate(queens):
        if c == col or abs(c - col) == row - r:
            return False
    return True

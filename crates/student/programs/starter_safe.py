def safe(queens, row, col):
    # queens[r] is the column of the queen of row r, for r from 0 to row - 1.
    for r, c in enumerate(queens):
        if c == col:
            return False
        # Does the queen on (r, c) attack (row, col) along a diagonal?
    return True

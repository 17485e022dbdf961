# n is given. place(row, col), remove(row, col) and solution() are the board's.
def search(queens):
    row = len(queens)
    if row == n:
        solution()
        return
    for col in range(n):
        # Is (row, col) free? Put the queen, search the next row, take it back.
        pass

search([])

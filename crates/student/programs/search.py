def ok(qs, row, col):
    for r, c in enumerate(qs):
        if c == col or abs(c - col) == row - r:
            return False
    return True

def search(qs):
    row = len(qs)
    if row == n:
        solution()
        return
    for col in range(n):
        if ok(qs, row, col):
            place(row, col)
            qs.append(col)
            search(qs)
            qs.pop()
            remove(row, col)

search([])

JUMPS = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]


def onward(square, visited):
    # The unvisited squares a knight on square could go to next.
    x, y = square
    count = 0
    for dx, dy in JUMPS:
        nx, ny = x + dx, y + dy
        if 0 <= nx < cols and 0 <= ny < rows and (nx, ny) not in visited:
            count += 1
    return count


def choose(x, y, moves, visited):
    best = moves[0]
    for move in moves:
        if onward(move, visited) < onward(best, visited):
            best = move
    return best

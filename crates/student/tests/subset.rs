//! Which Python the interpreter accepts, from what introductory courses' backtracking programs
//! use: each program runs to its end and prints what CPython 3.11 prints for it.

mod no_board;

use no_board::NoBoard;
use nqueens_student::outcome::{End, Limits};
use nqueens_student::run::run;

/// Runs `code`; its end and output.
fn printed(code: &str) -> (End, String) {
    let ran = run(code, vec![], &mut NoBoard, Limits::default());
    (ran.end, ran.output)
}

/// The programs and what CPython prints for each (checked with `python3` 3.11 on this machine).
const ACCEPTED: &[(&str, &str, &str)] = &[
    ("def and recursion", "def fact(k):\n    return 1 if k <= 1 else k * fact(k - 1)\nprint(fact(10))\n", "3628800\n"),
    ("for, while, break, continue, else", "t = 0\nfor i in range(10):\n    if i % 2:\n        continue\n    t += i\nelse:\n    t += 100\nk = 0\nwhile True:\n    k += 1\n    if k == 3:\n        break\nprint(t, k)\n", "120 3\n"),
    ("lists and their methods", "a = [3, 1, 2]\na.append(5)\na.pop()\na.insert(0, 9)\na.remove(1)\na.sort()\na.reverse()\nprint(a, a.index(3), len(a), a[-1], a[1:], a.count(2))\n", "[9, 3, 2] 1 3 2 [3, 2] 1\n"),
    ("list copies", "a = [1, 2]\nb = a[:]\nc = list(a)\nd = a.copy()\nb.append(3)\nprint(a, b, c, d)\n", "[1, 2] [1, 2, 3] [1, 2] [1, 2]\n"),
    ("tuples and unpacking", "p = (1, 2)\nx, y = p\nq = [(r, c) for r, c in [(0, 1), (2, 3)]]\nprint(x + y, q, p[0])\n", "3 [(0, 1), (2, 3)] 1\n"),
    ("range, enumerate, zip, abs, all, any", "print(list(range(2, 8, 2)), list(enumerate('ab')), list(zip([1, 2], [3, 4])), abs(-3), all([1, 1]), any([0, 0]))\n", "[2, 4, 6] [(0, 'a'), (1, 'b')] [(1, 3), (2, 4)] 3 True False\n"),
    ("sets", "s = set()\ns.add(1)\ns.add(1)\ns |= {2}\nprint(len(s), 2 in s, 3 not in s, sorted(s - {1}))\n", "2 True True [2]\n"),
    ("dicts", "d = {}\nd[(0, 1)] = 'q'\nd.setdefault('k', 0)\nd['k'] += 1\nprint(d, d.get('x', -1), list(d.keys()), sorted(d.items(), key=str))\n", "{(0, 1): 'q', 'k': 1} -1 [(0, 1), 'k'] [('k', 1), ((0, 1), 'q')]\n"),
    ("f-strings and print's sep and end", "n = 8\nprint(f'{n}x{n}', f'{n:3d}|', f'{3.14159:.2f}', sep=';', end='!\\n')\n", "8x8;  8|;3.14!\n"),
    ("comprehensions and lambda", "sq = [i * i for i in range(5) if i % 2 == 0]\nev = {i: i % 2 for i in range(3)}\nst = {c % 3 for c in range(9)}\nf = lambda x: -x\nprint(sq, ev, st, sorted([3, 1, 2], key=f), min([4, 2, 8], key=f))\n", "[0, 4, 16] {0: 0, 1: 1, 2: 0} {0, 1, 2} [3, 2, 1] 8\n"),
    ("global and nonlocal", "count = 0\ndef bump():\n    global count\n    count += 1\ndef outer():\n    k = 0\n    def inner():\n        nonlocal k\n        k += 1\n    inner()\n    inner()\n    return k\nbump()\nprint(count, outer())\n", "1 2\n"),
    ("try, except, raise, assert", "try:\n    raise ValueError('no')\nexcept ValueError as e:\n    print('caught', e)\ntry:\n    assert 1 == 2, 'differs'\nexcept AssertionError as e:\n    print(e)\n", "caught no\ndiffers\n"),
    ("strings", "s = 'queens'\nprint(s.upper(), s[::-1], '-'.join(['a', 'b']), 'q' in s, s.count('e'), str(5) + '!', '.' * 3)\n", "QUEENS sneeuq a-b True 2 5! ...\n"),
    ("default and keyword arguments", "def f(a, b=2, *rest, **kw):\n    return a + b + sum(rest) + len(kw)\nprint(f(1), f(1, 3, 4, 5, x=1))\n", "3 14\n"),
    ("nested lists as a board", "n = 4\nboard = [[0] * n for _ in range(n)]\nboard[1][2] = 1\nprint(board[1], sum(map(sum, board)))\n", "[0, 0, 1, 0] 1\n"),
    ("classes", "class Board:\n    def __init__(self, n):\n        self.n = n\n        self.queens = []\n    def place(self, c):\n        self.queens.append(c)\nb = Board(4)\nb.place(2)\nprint(b.n, b.queens)\n", "4 [2]\n"),
    ("import math", "import math\nprint(math.factorial(5), math.sqrt(16), math.inf > 1)\n", "120 4.0 True\n"),
];

/// What it does not accept, that a student's program may use: the error it gives instead.
const REFUSED: &[(&str, &str, &str, &str)] = &[
    (
        "generators (yield)",
        "def gen(k):\n    for i in range(k):\n        yield i\nprint(list(gen(3)))\n",
        "NotImplementedError",
        "The monty syntax parser does not yet support yield expressions",
    ),
    (
        "itertools.permutations",
        "from itertools import permutations\nprint(len(list(permutations(range(4)))))\n",
        "ImportError",
        "cannot import name 'permutations' from 'itertools' (unknown location)",
    ),
];

#[test]
fn what_it_refuses_is_said_with_its_line() {
    for (what, code, kind, message) in REFUSED {
        let (end, _) = printed(code);
        let End::Error(error) = end else {
            panic!("{what}: {end:?}")
        };
        assert_eq!(
            (error.kind.as_str(), error.message.as_str()),
            (*kind, *message),
            "{what}"
        );
        assert!(error.line.is_some(), "{what}");
    }
}

#[test]
fn the_programs_students_write_run_as_in_cpython() {
    let mut failed = Vec::new();
    for (what, code, expected) in ACCEPTED {
        let (end, output) = printed(code);
        if end != End::Finished || output != *expected {
            failed.push(format!("{what}: {end:?}, printed {output:?}"));
        }
    }
    assert!(failed.is_empty(), "{failed:#?}");
}

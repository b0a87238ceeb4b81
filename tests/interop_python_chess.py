#!/usr/bin/env python3
"""Re-read a PGN exported by arbiter with python-chess (an independent parser).

For each game prints "<plies> <result> <clock seconds per ply, comma separated, '-' if none>" and
exits non-zero if python-chess reports any error (illegal or unparsable move). Run by
tests/interop_pgn_roundtrip.rs when python3 and python-chess are installed (pip install chess).
"""
import sys

import chess.pgn


def main(path: str) -> int:
    status = 0
    with open(path, encoding="utf-8") as f:
        while True:
            game = chess.pgn.read_game(f)
            if game is None:
                break
            if game.errors:
                print("errors:", game.errors, file=sys.stderr)
                status = 1
            clocks = []
            plies = 0
            for node in game.mainline():
                plies += 1
                clk = node.clock()
                clocks.append("-" if clk is None else str(int(clk)))
            print(plies, game.headers.get("Result"), ",".join(clocks))
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))

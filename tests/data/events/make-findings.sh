#!/bin/sh
# Makes findings.sqlite (and findings.sqlite.key): an event file whose events keep the
# findings of event/procedure.rs as facts (issue 31): a 9.2 claim upheld, an illegal written
# move (Art. 9.5.3, 4.3), two losing illegal moves (Art. 7.5.5) with and without a mate left,
# a flag (Art. 6.9) applied, a III.5 claim waiting. Made with the binary of main at 43cf900:
#   ARBITER=/path/to/arbiter sh tests/data/events/make-findings.sh
set -eu
A=${ARBITER:-arbiter}
DB=${DB:-findings.sqlite}
rm -f "$DB" "$DB.key"
a() { ARBITER_LANG=en LC_ALL=C.UTF-8 "$A" --db "$DB" "$@" >/dev/null; }
a init --event "Findings" --control 90m+30s --guidelines-iii
# 1: threefold repetition claimed with a legal written move, upheld.
a board add --white Ann --black Bob
for m in Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1; do a move 1 "$m"; done
a claim 1 repetition --move Ng8
a decide 1 upheld
# 2: repetition claimed with an illegal written move (Nd7: the knight on b8 is held).
a board add --white Cid --black Dan
for m in Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1; do a move 2 "$m"; done
a claim 2 repetition --move Nd7
a decide 2 rejected
# 3: White's second illegal move: Black can mate, a loss.
a board add --white Eve --black Fay
a move 3 e4
a move 3 e5
a illegal 3 white
a illegal 3 white
# 4: White's second illegal move, Black has a bare king: a draw (the proof kept as facts).
a board add --white Gus --black Hal --fen "8/8/8/4k3/8/8/8/4K2R w - - 0 1"
a illegal 4 white
a illegal 4 white
# 5: White's flag falls, Black has a bare king: a draw on the finding, applied.
a board add --white Ida --black Jon --fen "8/8/8/4k3/8/8/8/4K2Q w - - 0 1"
a clock 5 start
a clock 5 flag white
a flag 5 --apply
# 6: a III.5 claim (cannot win), waiting.
a board add --white Kim --black Lea --control 90m --fen "8/8/8/4k3/8/8/5P2/4K3 b - - 0 1"
a clock 6 set 1:30:00 0:01:30
a clock 6 start
a claim 6 cannot-win
# 7: White's flag falls, Black can mate: the finding (a loss) not applied yet.
a board add --white Max --black Ned --fen "4k3/q7/8/8/8/8/8/7K w - - 0 1"
a clock 7 start
a clock 7 flag white
# What the binary says of it, each command after a "$ " line (tests/findings_file.rs runs
# them again on a copy and compares):
OUT=${OUT:-findings.expected}
: > "$OUT"
for lang in en es ru; do
  for args in "show 1" "show 2" "show 3" "show 4" "show 5" "show 6" "show 7" "log" \
      "claims list" "claims list --json" "flag 7" "flag 7 --json" "show 3 --json"; do
    echo "\$ --lang $lang $args" >> "$OUT"
    # shellcheck disable=SC2086
    LC_ALL=C.UTF-8 "$A" --db "$DB" --lang $lang $args >> "$OUT"
  done
done

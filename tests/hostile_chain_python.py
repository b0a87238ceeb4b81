"""The tamper-evident chain recomputed from its definition (issue 18), with Python's own hmac and
sqlite3: an independent reading of the MACs arbiter writes. Usage: hostile_chain_python.py DB KEY.
Prints the number of events verified, or the first event whose MAC differs, and exits 1 then."""
import hashlib
import hmac
import sqlite3
import struct
import sys

db, key_file = sys.argv[1], sys.argv[2]
key = bytes.fromhex(open(key_file).read().strip())


def mac(parts):
    h = hmac.new(key, digestmod=hashlib.sha256)
    for p in parts:
        if p is None:
            h.update(b"\0")
        else:
            h.update(b"\1" + struct.pack("<Q", len(p)) + p)
    return h.digest()


def text(s):
    return None if s is None else s.encode()


conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
start, seal = conn.execute("SELECT start_id, seal FROM chain WHERE id = 1").fetchone()
if seal != mac([b"arbiter event chain v1", struct.pack("<q", start)]):
    print("seal differs")
    sys.exit(1)
prev, n = seal, 0
rows = conn.execute(
    "SELECT id, board, seq, at_ms, actor, display_name, origin, kind, mac FROM events"
    " WHERE id > ? ORDER BY id",
    (start,),
)
for id_, board, seq, at, actor, name, origin, kind, stored in rows:
    want = mac([prev, struct.pack("<q", id_), struct.pack("<I", board), struct.pack("<I", seq),
                struct.pack("<q", at), actor.encode(), text(name), text(origin), kind.encode()])
    if want != stored:
        print(f"event {id_} differs")
        sys.exit(1)
    prev, n = stored, n + 1
print(f"{n} verified")

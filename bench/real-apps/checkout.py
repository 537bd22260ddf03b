#!/usr/bin/env python3
"""Write a git commit's tree into a folder, skipping blobs the mirror does not hold.

The mirrors under /work/.mirror may lack their largest blobs, and `git archive` stops at the first
one. Usage: checkout.py GIT_DIR COMMIT DEST. Prints the paths it could not write, one a line, to stdout.
"""
import os, subprocess, sys

git_dir, commit, dest = sys.argv[1:4]
listing = subprocess.run(["git", "--git-dir", git_dir, "ls-tree", "-r", "-z", commit],
                         check=True, capture_output=True).stdout.split(b"\0")
entries = []
for line in listing:
    if not line:
        continue
    meta, path = line.split(b"\t", 1)
    mode, kind, sha = meta.split()
    if kind == b"blob":
        entries.append((mode, sha, path))
cat = subprocess.Popen(["git", "--git-dir", git_dir, "cat-file", "--batch"],
                       stdin=subprocess.PIPE, stdout=subprocess.PIPE)
for mode, sha, path in entries:
    cat.stdin.write(sha + b"\n"); cat.stdin.flush()
    header = cat.stdout.readline().split()
    if len(header) < 3:            # "<sha> missing"
        print(path.decode("utf-8", "replace"))
        continue
    data = cat.stdout.read(int(header[2])); cat.stdout.read(1)
    target = os.path.join(dest.encode(), path)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    if mode == b"120000":           # a symbolic link: keep it a link, never follow it out of the tree
        if os.path.lexists(target): os.remove(target)
        os.symlink(data, target)
    else:
        with open(target, "wb") as f: f.write(data)
        if mode == b"100755": os.chmod(target, 0o755)
cat.stdin.close(); cat.wait()

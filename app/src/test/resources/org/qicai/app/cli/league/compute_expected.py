#!/usr/bin/env python3
"""Independent hand computation of the league sample's team standings (run once; output frozen).

Reads only the sample's data files (teams.csv, lineups.csv, results.csv) and the FIDE C.05 Berger table
for 12; it never runs QiCai. Rules applied, as the rulebook states them:
  - schedule: Berger table for 12, second cycle with home/away swapped; home = first listed; home red on
    boards 1 and 3, away red on boards 2 and 4 (13.2);
  - game points per board 14.1 (win 1, draw 1/2, loss 0); an empty board and a "+/-" count 1 for the
    player present / the winner and 0 for the other (21.4), and count as wins;
  - match: more game points wins 2 match points, equal 1 each, fewer 0 (14.2); a team that did not appear
    loses 0, the other scores 2 (21.4) and every board as a forfeit win (4 game points, 4 wins) [ours];
  - ranking 15.3: match points, total game points, board wins, direct encounter (match points in the
    matches among the tied teams, only when every two of them met; applied again to those it leaves tied),
    fouls (none in the sample), else shared;
  - marks: top 6 "prize", last 2 "relegated" after round 22 ("relegation-zone" before).
Output: expected-after-NN.csv with rank,no,name,match-points,game-points,wins,mark.
"""
import csv
import os
from fractions import Fraction

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, *[".."] * 9))
SAMPLE = os.path.join(ROOT, "samples", "events", "league")
BERGER = os.path.join(ROOT, "plugins", "round-robin", "src", "test", "resources", "fide-c05-annex1-berger.txt")
ROUNDS = 22


def read(name):
    with open(os.path.join(SAMPLE, name), encoding="utf-8") as f:
        return list(csv.DictReader(f))


def berger12():
    out, on = [], False
    for line in open(BERGER, encoding="utf-8"):
        line = line.strip()
        if line.startswith("n="):
            on = line == "n=12"
        elif on and line and not line.startswith("#"):
            out.append([tuple(int(x) for x in g.split("-")) for g in line.split()])
    return out


def main():
    teams = []
    for row in read("teams.csv"):
        if row["队名"] not in teams:
            teams.append(row["队名"])
    names = {i + 1: t for i, t in enumerate(teams)}
    table = berger12()
    schedule = table + [[(b, a) for (a, b) in r] for r in table]
    results = {}
    for row in read("results.csv"):
        results[(int(row["round"]), int(row["match"]))] = row
    # every match as (round, home, away, home game points, away game points, home wins, away wins)
    matches = []
    for rnd in range(1, ROUNDS + 1):
        for m, (home, away) in enumerate(schedule[rnd - 1], start=1):
            row = results[(rnd, m)]
            assert int(row["home"]) == home and int(row["away"]) == away, (rnd, m)
            if row["forfeit"] == "away":
                matches.append((rnd, home, away, Fraction(4), Fraction(0), 4, 0))
                continue
            if row["forfeit"] == "home":
                matches.append((rnd, home, away, Fraction(0), Fraction(4), 0, 4))
                continue
            hg, ag, hw, aw = Fraction(0), Fraction(0), 0, 0
            for b in range(1, 5):
                r = row["b%d" % b]
                home_red = b % 2 == 1
                if r == "empty":
                    # who is missing? the lineup with a 0 on this board; in the sample only the away side
                    hg += 1
                    hw += 1
                    continue
                red, black = {"1-0": (1, 0), "0-1": (0, 1), "1/2": (Fraction(1, 2), Fraction(1, 2)),
                              "+/-": (1, 0), "-/+": (0, 1)}[r]
                h, a = (red, black) if home_red else (black, red)
                hg += h
                ag += a
                hw += 1 if h == 1 else 0
                aw += 1 if a == 1 else 0
            matches.append((rnd, home, away, hg, ag, hw, aw))
    for after in (1, 2, 22):
        write(after, names, [m for m in matches if m[0] <= after])


def match_points(hg, ag):
    return (2, 0) if hg > ag else (0, 2) if hg < ag else (1, 1)


def write(after, names, matches):
    mp = {t: 0 for t in names}
    gp = {t: Fraction(0) for t in names}
    wins = {t: 0 for t in names}
    for (_, h, a, hg, ag, hw, aw) in matches:
        hm, am = match_points(hg, ag)
        mp[h] += hm
        mp[a] += am
        gp[h] += hg
        gp[a] += ag
        wins[h] += hw
        wins[a] += aw

    def met(x, y):
        return any({h, a} == {x, y} for (_, h, a, *_r) in matches)

    def mutual(team, group):
        s = 0
        for (_, h, a, hg, ag, *_r) in matches:
            if h == team and a in group:
                s += match_points(hg, ag)[0]
            elif a == team and h in group:
                s += match_points(hg, ag)[1]
        return s

    def split(group, keys):
        """Orders a tied group; returns a list of leaves (lists of teams sharing a place)."""
        if len(group) == 1 or not keys:
            return [sorted(group)]
        key = keys[0]
        if key == "de":
            if not all(met(x, y) for i, x in enumerate(group) for y in group[i + 1:]):
                return split(group, keys[1:])
            value = {t: mutual(t, group) for t in group}
        else:
            value = {t: key[t] for t in group}
        levels = sorted(set(value.values()), reverse=True)
        if len(levels) == 1:
            return split(group, keys[1:])
        out = []
        for v in levels:
            part = [t for t in group if value[t] == v]
            # direct encounter is applied again to those it left tied
            out += split(part, keys if key == "de" else keys[1:])
        return out

    order = []
    for v in sorted(set(mp.values()), reverse=True):
        group = [t for t in names if mp[t] == v]
        order += split(group, [gp, wins, "de"])
    rows = []
    place = 1
    for leaf in order:
        for t in leaf:
            rows.append((place, len(leaf) > 1, t))
        place += len(leaf)
    path = os.path.join(HERE, "expected-after-%02d.csv" % after)
    with open(path, "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["rank", "no", "name", "match-points", "game-points", "wins", "mark"])
        for i, (place, shared, t) in enumerate(rows):
            mark = ""
            if i >= len(rows) - 2:
                mark = "relegated" if after == ROUNDS else "relegation-zone"
            elif place <= 6:
                mark = "prize"
            g = gp[t]
            gtext = str(g.numerator // g.denominator) if g.denominator == 1 else "%s.5" % (g.numerator // 2)
            w.writerow([("=" if shared else "") + str(place), t, names[t], mp[t], gtext, wins[t], mark])


if __name__ == "__main__":
    main()

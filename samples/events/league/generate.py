#!/usr/bin/env python3
"""Generates the league sample (teams.csv, lineups.csv, results.csv) — run once, output committed.

A 12-team double round robin as in the 全国象棋甲级联赛 regulation (000): 6 registered, 4 play
(12.2 分台换人), 22 rounds home and away. Pairings follow the FIDE C.05 Annex 1 Berger table for 12
(read from the round-robin plugin's golden test data); the second cycle swaps home and away. The home
(first-listed) team has red on boards 1 and 3 (13.2). Results are drawn from the ratings with a fixed
seed. Special cases on purpose: substitutes fielded, an empty board (a short team), a board lost by
forfeit at the board, a team that did not appear (21.4).
"""
import csv
import math
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
BERGER = os.path.join(HERE, "..", "..", "..", "plugins", "round-robin", "src", "test", "resources",
                      "fide-c05-annex1-berger.txt")

TEAMS = [("湖北队", "湖北"), ("广东队", "广东"), ("四川队", "四川"), ("上海队", "上海"), ("浙江队", "浙江"),
         ("北京队", "北京"), ("河南队", "河南"), ("黑龙江队", "黑龙江"), ("江苏队", "江苏"), ("沈阳队", "沈阳"),
         ("煤矿体协队", "煤矿体协"), ("山东队", "山东")]
SURNAMES = "王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董萧程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶阎余潘杜戴夏钟汪田任姜范方石姚谭廖邹熊金陆郝孔白崔康毛邱秦江史顾侯邵孟龙万段雷钱汤尹黎易常武乔贺赖龚文"
GIVEN = "建国志强文博子豪宇航明轩浩然俊杰晓东永和德胜立新思远天佑嘉伟振华学军海涛国栋春雷云飞鹏程少华卫东玉林洪波家乐一鸣"


def berger12():
    rounds, on = [], False
    with open(BERGER, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line.startswith("n="):
                on = line == "n=12"
                continue
            if on and line and not line.startswith("#"):
                rounds.append([tuple(int(x) for x in g.split("-")) for g in line.split()])
    assert len(rounds) == 11
    return rounds


def main():
    rng = random.Random(20260401)
    used = set()
    rows = []
    strength = {}
    for t, (team, unit) in enumerate(TEAMS, start=1):
        base = rng.randint(2420, 2600)
        ratings = sorted((base + rng.randint(-90, 90) for _ in range(6)), reverse=True)
        players = []
        for r in ratings:
            while True:
                name = rng.choice(SURNAMES) + rng.choice(GIVEN[::2]) + (rng.choice(GIVEN) if rng.random() < 0.7 else "")
                if name not in used:
                    used.add(name)
                    break
            players.append((name, r))
        strength[t] = [r for _, r in players]
        for i, (name, r) in enumerate(players):
            rows.append([team, unit, players[0][0] if i == 0 else "", name, r, "特级大师" if r >= 2560 else "大师"])
    with open(os.path.join(HERE, "teams.csv"), "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["队名", "单位", "队长", "姓名", "等级分", "称号"])
        w.writerows(rows)

    table = berger12()
    schedule = table + [[(b, a) for (a, b) in rnd] for rnd in table]
    combos = [c for c in __import__("itertools").combinations(range(1, 7), 4) if c != (1, 2, 3, 4)]
    lineups, results = [], []
    for rnd, games in enumerate(schedule, start=1):
        chosen = {}
        for t in range(1, 13):
            if rng.random() < 0.3:
                chosen[t] = list(rng.choice(combos))
                lineups.append([rnd, t, ",".join(map(str, chosen[t]))])
            else:
                chosen[t] = [1, 2, 3, 4]
        if rnd == 7:  # a short team: 山东队 brings three players, board 4 stays empty (21.4)
            short = 12
            chosen[short] = [1, 2, 3, 0]
            lineups = [l for l in lineups if not (l[0] == rnd and l[1] == short)]
            lineups.append([rnd, short, "1,2,3,-"])
        for m, (home, away) in enumerate(games, start=1):
            forfeit = ""
            boards = []
            if rnd == 15 and m == 3:  # the away team did not appear (21.4)
                forfeit = "away"
                lineups = [l for l in lineups if not (l[0] == rnd and l[1] in (home, away))]
                results.append([rnd, m, home, away, forfeit, "", "", "", ""])
                continue
            for b in range(1, 5):
                hp, ap = chosen[home][b - 1], chosen[away][b - 1]
                if hp == 0 or ap == 0:
                    boards.append("empty")
                    continue
                home_red = b % 2 == 1
                red_r = strength[home][hp - 1] if home_red else strength[away][ap - 1]
                black_r = strength[away][ap - 1] if home_red else strength[home][hp - 1]
                exp = 1 / (1 + 10 ** ((black_r - red_r - 30) / 400))
                draw = 0.46
                x = rng.random()
                if x < draw:
                    res = "1/2"
                elif x < draw + (1 - draw) * exp:
                    res = "1-0"
                else:
                    res = "0-1"
                boards.append(res)
            if rnd == 9 and m == 2:  # board 3: black did not come to the board, red wins without play
                boards[2] = "+/-"
            results.append([rnd, m, home, away, forfeit] + boards)
    with open(os.path.join(HERE, "lineups.csv"), "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["round", "team", "lineup"])
        w.writerows(sorted(lineups))
    with open(os.path.join(HERE, "results.csv"), "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f, lineterminator="\n")
        w.writerow(["round", "match", "home", "away", "forfeit", "b1", "b2", "b3", "b4"])
        w.writerows(results)


if __name__ == "__main__":
    main()

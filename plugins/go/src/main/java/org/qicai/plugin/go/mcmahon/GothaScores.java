package org.qicai.plugin.go.mcmahon;

import java.util.List;
import java.util.Map;

/**
 * Every player's scores after each round as OpenGotha keeps them (all doubled, SODOS quadrupled, so they
 * are integers): NBW, MMS, CPS, their cumulated sums, SOS, SOS−1, SOS−2, SODOS, SOSOS (on NBW and on MMS),
 * SOSTS, EXT and EXR. A player's status in a round is absent, bye, paired or not assigned; absence and bye
 * points follow {@code genNBW2Value…}/{@code genMMS2Value…}, rounded down to whole points when
 * {@code genRoundDownNBWMMS} says so. STS is taken as MMS (QiCai does not run OpenGotha's STS finals).
 */
final class GothaScores {
    static final int NOT_ASSIGNED = 0;
    static final int ABSENT = 1;
    static final int BYE = 2;
    static final int PAIRED = 3;

    private final GothaParams gp;
    private final List<GothaPlayer> players;
    final int n;
    final int rounds;
    final int[][] participation;
    final GothaGame[][] game;
    final int[][] nbw;
    final int[][] cps;
    final int[][] mms;
    final int[][] cussw;
    final int[][] cussm;
    final int[][] sosw;
    final int[][] soswM1;
    final int[][] soswM2;
    final int[][] sdsw;
    final int[][] sosm;
    final int[][] sosmM1;
    final int[][] sosmM2;
    final int[][] sdsm;
    final int[][] sosts;
    final int[][] sssw;
    final int[][] sssm;
    final int[][] ext;
    final int[][] exr;

    /**
     * @param games  the games (any round below {@code rounds})
     * @param byes   round (0-based) → index of the bye player
     * @param rounds how many rounds to compute (at least the tournament's number of rounds)
     */
    GothaScores(GothaParams gp, List<GothaPlayer> players, List<GothaGame> games, Map<Integer, Integer> byes, int rounds) {
        this.gp = gp;
        this.players = players;
        this.n = players.size();
        this.rounds = rounds;
        participation = new int[n][rounds];
        game = new GothaGame[n][rounds];
        for (int p = 0; p < n; p++) {
            for (int r = 0; r < rounds; r++) {
                participation[p][r] = players.get(p).plays(r) ? NOT_ASSIGNED : ABSENT;
            }
        }
        for (GothaGame g : games) {
            if (g.round0() < rounds) {
                participation[g.white()][g.round0()] = PAIRED;
                participation[g.black()][g.round0()] = PAIRED;
            }
        }
        byes.forEach((r, p) -> {
            if (r < rounds) {
                participation[p][r] = BYE;
            }
        });
        for (GothaGame g : games) {
            if (g.round0() < rounds) {
                game[g.white()][g.round0()] = g;
                game[g.black()][g.round0()] = g;
            }
        }
        nbw = new int[n][rounds];
        cps = new int[n][rounds];
        mms = new int[n][rounds];
        for (int r = 0; r < rounds; r++) {
            for (int p = 0; p < n; p++) {
                if (r == 0) {
                    mms[p][r] = 2 * smms(p);
                } else {
                    nbw[p][r] = nbw[p][r - 1];
                    cps[p][r] = 2 * cps[p][r - 1];
                    mms[p][r] = mms[p][r - 1];
                }
            }
            for (GothaGame g : games) {
                if (g.round0() != r) {
                    continue;
                }
                for (int p : new int[] {g.white(), g.black()}) {
                    int x = g.wx2(p);
                    nbw[p][r] += x;
                    cps[p][r] += x;
                    mms[p][r] += x;
                }
            }
        }
        for (int p = 0; p < n; p++) {
            int nbwAB = 0;
            int mmsAB = 0;
            for (int r = 0; r < rounds; r++) {
                if (participation[p][r] == ABSENT) {
                    nbwAB += gp.nbw2Absent();
                    mmsAB += gp.mms2Absent();
                }
                if (participation[p][r] == BYE) {
                    nbwAB += gp.nbw2Bye();
                    mmsAB += gp.mms2Bye();
                }
                int a = gp.roundDownNbwMms() ? nbwAB / 2 * 2 : nbwAB;
                int b = gp.roundDownNbwMms() ? mmsAB / 2 * 2 : mmsAB;
                nbw[p][r] += a;
                cps[p][r] += a;
                mms[p][r] += b;
            }
        }
        int[][] nbwV = nbw;
        int[][] mmsV = mms;
        if (gp.countNotPlayedAsHalfPoint()) {
            nbwV = new int[n][rounds];
            mmsV = new int[n][rounds];
            for (int r = 0; r < rounds; r++) {
                for (int p = 0; p < n; p++) {
                    nbwV[p][r] = r == 0 ? 0 : nbwV[p][r - 1];
                    mmsV[p][r] = r == 0 ? 2 * smms(p) : mmsV[p][r - 1];
                }
                for (GothaGame g : games) {
                    if (g.round0() != r || !g.played()) {
                        continue;
                    }
                    for (int p : new int[] {g.white(), g.black()}) {
                        nbwV[p][r] += g.wx2(p);
                        mmsV[p][r] += g.wx2(p);
                    }
                }
            }
            for (int p = 0; p < n; p++) {
                int half = 0;
                for (int r = 0; r < rounds; r++) {
                    GothaGame g = game[p][r];
                    if (g == null || !g.played()) {
                        half++;
                    }
                    nbwV[p][r] += half;
                    mmsV[p][r] += half;
                }
            }
        }
        cussw = new int[n][rounds];
        cussm = new int[n][rounds];
        for (int p = 0; p < n; p++) {
            for (int r = 0; r < rounds; r++) {
                cussw[p][r] = (r == 0 ? 0 : cussw[p][r - 1]) + nbw[p][r];
                cussm[p][r] = (r == 0 ? 0 : cussm[p][r - 1]) + mms[p][r];
            }
        }
        sosw = new int[n][rounds];
        soswM1 = new int[n][rounds];
        soswM2 = new int[n][rounds];
        sdsw = new int[n][rounds];
        sosm = new int[n][rounds];
        sosmM1 = new int[n][rounds];
        sosmM2 = new int[n][rounds];
        sdsm = new int[n][rounds];
        sosts = new int[n][rounds];
        for (int r = 0; r < rounds; r++) {
            for (int p = 0; p < n; p++) {
                int[] osw = new int[r + 1];
                int[] osm = new int[r + 1];
                int sw = 0;
                int dw = 0;
                int sm = 0;
                int dm = 0;
                for (int rr = 0; rr <= r; rr++) {
                    if (participation[p][rr] != PAIRED) {
                        osw[rr] = 0;
                        osm[rr] = 2 * smms(p);
                    } else {
                        GothaGame g = game[p][rr];
                        int o = g.opponent(p);
                        osw[rr] = nbwV[o][r];
                        dw += osw[rr] * g.wx2(p);
                        osm[rr] = mmsV[o][r] + (g.white() == p ? 2 * g.handicap() : -2 * g.handicap());
                        dm += osm[rr] * g.wx2(p);
                    }
                    sw += osw[rr];
                    sm += osm[rr];
                }
                sosw[p][r] = sw;
                sdsw[p][r] = dw;
                sosm[p][r] = sm;
                sdsm[p][r] = dm;
                sosts[p][r] = sm;
                int[] mw = minusBest(osw, r, sw);
                soswM1[p][r] = mw[0];
                soswM2[p][r] = mw[1];
                if (r >= 2) {
                    int[] mm = minusBest(osm, r, sm);
                    sosmM1[p][r] = mm[0];
                    sosmM2[p][r] = mm[1];
                }
            }
        }
        sssw = new int[n][rounds];
        sssm = new int[n][rounds];
        ext = new int[n][rounds];
        exr = new int[n][rounds];
        for (int r = 0; r < rounds; r++) {
            for (int p = 0; p < n; p++) {
                int a = 0;
                int b = 0;
                int t = 0;
                int s = 0;
                for (int rr = 0; rr <= r; rr++) {
                    if (participation[p][rr] != PAIRED) {
                        b += 2 * smms(p) * (r + 1);
                        continue;
                    }
                    GothaGame g = game[p][rr];
                    int o = g.opponent(p);
                    a += sosw[o][r];
                    b += sosm[o][r];
                    boolean white = g.white() == p;
                    int realHd = white ? g.handicap() : -g.handicap();
                    int naturalHd = players.get(p).rank() - players.get(o).rank();
                    int d = realHd - naturalHd;
                    int coef = d < 0 ? 0 : d == 0 ? 1 : d == 1 ? 2 : 3;
                    t += nbw[o][r] * coef;
                    if (g.wx2(p) == 2) {
                        s += nbw[o][r] * coef;
                    }
                }
                sssw[p][r] = a;
                sssm[p][r] = b;
                ext[p][r] = t;
                exr[p][r] = s;
            }
        }
    }

    /** OpenGotha's SOS−1 and SOS−2: the sum less the lowest (and the next lowest) opponent score. */
    private static int[] minusBest(int[] os, int r, int sum) {
        if (r == 0) {
            return new int[] {0, 0};
        }
        if (r == 1) {
            return new int[] {Math.max(os[0], os[1]), 0};
        }
        int rMin = 0;
        for (int rr = 1; rr <= r; rr++) {
            if (os[rr] < os[rMin]) {
                rMin = rr;
            }
        }
        int rMin2 = rMin == 0 ? 1 : 0;
        for (int rr = 0; rr <= r; rr++) {
            if (rr != rMin && os[rr] < os[rMin2]) {
                rMin2 = rr;
            }
        }
        int m1 = sum - os[rMin];
        return new int[] {m1, m1 - os[rMin2]};
    }

    /** McMahon start score: rank above the zero, framed by floor and bar, plus the correction. */
    int smms(int p) {
        GothaPlayer pl = players.get(p);
        int s = pl.rank() - gp.mmZero();
        s = Math.max(s, gp.mmFloor() - gp.mmZero());
        s = Math.min(s, gp.mmBar() - gp.mmZero());
        return s + pl.smmsCorrection();
    }

    /** A criterion's value for player {@code p} after round {@code rn} (0-based; −1 = before the first). */
    int crit(int p, Crit c, int rn) {
        boolean before = rn < 0;
        return switch (c) {
            case NULL, DC, SDC -> 0;
            case CAT -> -gp.category(players.get(p).rank());
            case RANK -> players.get(p).rank();
            case RATING -> players.get(p).rating();
            case NBW -> before ? 0 : nbw[p][rn];
            case CPS -> before ? 0 : cps[p][rn];
            case MMS, STS -> before ? 2 * smms(p) : mms[p][rn];
            case SOSW -> before ? 0 : sosw[p][rn];
            case SOSWM1 -> before ? 0 : soswM1[p][rn];
            case SOSWM2 -> before ? 0 : soswM2[p][rn];
            case SODOSW -> before ? 0 : sdsw[p][rn];
            case SOSOSW -> before ? 0 : sssw[p][rn];
            case CUSSW -> before ? 0 : cussw[p][rn];
            case SOSM -> before ? 0 : sosm[p][rn];
            case SOSMM1 -> before ? 0 : sosmM1[p][rn];
            case SOSMM2 -> before ? 0 : sosmM2[p][rn];
            case SODOSM -> before ? 0 : sdsm[p][rn];
            case SOSOSM -> before ? 0 : sssm[p][rn];
            case CUSSM -> before ? 0 : cussm[p][rn];
            case SOSTS -> before ? 0 : sosts[p][rn];
            case EXT -> before ? 0 : ext[p][rn];
            case EXR -> before ? 0 : exr[p][rn];
        };
    }
}

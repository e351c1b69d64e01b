package org.qicai.plugin.go.mcmahon;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.qicai.core.game.GoRank;

/**
 * The parameters OpenGotha pairs by — its {@code GeneralParameterSet}, {@code HandicapParameterSet},
 * {@code PairingParameterSet} and placement criteria — with OpenGotha's own defaults (those its XML
 * reader applies to a missing attribute). Ranks are numbers: 30K = −30, 1K = −1, 1D = 0, 9D = 8.
 * {@code lastRoundForSeedSystem1} is 1-based here as in the file (OpenGotha subtracts one internally).
 * {@code lowerCategoryLimits} (option {@code og.lowerCategoryLimits=1D,10K}) are the file's {@code Category} limits.
 */
public record GothaParams(
        int numberOfRounds, int numberOfCategories,
        int mmBar, int mmFloor, int mmZero,
        int nbw2Absent, int nbw2Bye, int mms2Absent, int mms2Bye, boolean roundDownNbwMms,
        boolean countNotPlayedAsHalfPoint,
        boolean hdBasedOnMms, int hdNoHdRankThreshold, int hdCorrection, int hdCeiling,
        List<Crit> placement,
        double nx1Factor, long avoidDuplicate, long random, boolean deterministic, long balanceWB,
        long avoidMixingCategories, long minimizeScoreDifference, long duddWeight, boolean compensateDudd,
        Dudd duddUpper, Dudd duddLower, long maximizeSeeding, int lastRoundForSeedSystem1,
        Seed seedSystem1, Seed seedSystem2, Crit additionalCrit1, Crit additionalCrit2,
        int rankThreshold, boolean nbWinsThresholdActive, boolean barThresholdActive, long defSecCrit,
        long minimizeHandicap, long avoidSameGeo, int preferMmsDiffRatherThanSameCountry,
        int preferMmsDiffRatherThanSameClub, List<Integer> lowerCategoryLimits) {

    /** Where in his group a drawn-up or drawn-down player should come from. */
    public enum Dudd { TOP, MID, BOT }

    /** How a score group is split and paired. */
    public enum Seed { SPLITANDRANDOM, SPLITANDFOLD, SPLITANDSLIP }

    public GothaParams {
        placement = List.copyOf(placement);
        lowerCategoryLimits = List.copyOf(lowerCategoryLimits);
    }

    /** OpenGotha's category of a rank: the first whose lower limit it reaches (0 when one category). */
    int category(int rank) {
        if (numberOfCategories <= 1) {
            return 0;
        }
        for (int c = 0; c < lowerCategoryLimits.size(); c++) {
            if (rank >= lowerCategoryLimits.get(c)) {
                return c;
            }
        }
        return lowerCategoryLimits.size();
    }

    /** The main criterion: the first of NBW, MMS, CPS in the placement criteria (NBW when none). */
    Crit mainCriterion() {
        for (Crit c : placement) {
            if (c == Crit.NBW || c == Crit.MMS || c == Crit.CPS) {
                return c;
            }
        }
        return Crit.NBW;
    }

    /** McMahon when the first placement criterion is MMS (OpenGotha's tournament type). */
    public boolean isMcMahon() {
        return !placement.isEmpty() && placement.get(0) == Crit.MMS;
    }

    /**
     * Reads the parameters from {@code og.ATTRIBUTE} options (the OpenGotha attribute names), each missing
     * one with OpenGotha's default; {@code defaultPlacement} is used when {@code og.placement} is absent.
     */
    public static GothaParams fromOptions(Map<String, String> o, String defaultPlacement) {
        Reader r = new Reader(o);
        List<Crit> placement = new ArrayList<>();
        for (String s : r.str("placement", defaultPlacement).split(",")) {
            if (!s.isBlank()) {
                placement.add(Crit.of(s));
            }
        }
        return new GothaParams(
                r.integer("numberOfRounds", 5), r.integer("numberOfCategories", 1),
                r.rank("genMMBar", "4D"), r.rank("genMMFloor", "20K"), r.rank("genMMZero", "30K"),
                r.integer("genNBW2ValueAbsent", 0), r.integer("genNBW2ValueBye", 0),
                r.integer("genMMS2ValueAbsent", 0), r.integer("genMMS2ValueBye", 0),
                r.bool("genRoundDownNBWMMS", true), r.bool("genCountNotPlayedGamesAsHalfPoint", false),
                r.bool("hdBasedOnMMS", true), r.rank("hdNoHdRankThreshold", "1D"), r.integer("hdCorrection", 1),
                r.integer("hdCeiling", 9),
                placement,
                Double.parseDouble(r.str("paiStandardNX1Factor", "0.5")),
                r.lng("paiBaAvoidDuplGame", 500000000000000L), r.lng("paiBaRandom", 0),
                r.bool("paiBaDeterministic", true), r.lng("paiBaBalanceWB", 1000),
                r.lng("paiMaAvoidMixingCategories", 20000000000000L),
                r.lng("paiMaMinimizeScoreDifference", 100000000000L), r.lng("paiMaDUDDWeight", 100000000),
                r.bool("paiMaCompensateDUDD", true),
                Dudd.valueOf(r.str("paiMaDUDDUpperMode", "MID")), Dudd.valueOf(r.str("paiMaDUDDLowerMode", "MID")),
                r.lng("paiMaMaximizeSeeding", 5000000), r.integer("paiMaLastRoundForSeedSystem1", 2),
                Seed.valueOf(r.str("paiMaSeedSystem1", "SPLITANDRANDOM")),
                Seed.valueOf(r.str("paiMaSeedSystem2", "SPLITANDFOLD")),
                Crit.of(r.str("paiMaAdditionalPlacementCritSystem1", "Rating")),
                Crit.of(r.str("paiMaAdditionalPlacementCritSystem2", "NULL")),
                r.rank("paiSeRankThreshold", "4D"), r.bool("paiSeNbWinsThresholdActive", true),
                r.bool("paiSeBarThresholdActive", true), r.lng("paiSeDefSecCrit", 100000000000L),
                r.lng("paiSeMinimizeHandicap", 0), r.lng("paiSeAvoidSameGeo", 100000000000L),
                r.integer("paiSePreferMMSDiffRatherThanSameCountry", 1),
                r.integer("paiSePreferMMSDiffRatherThanSameClub", 3), r.ranks("lowerCategoryLimits"));
    }

    private record Reader(Map<String, String> o) {
        String str(String key, String fallback) {
            String v = o.get("og." + key);
            return v == null || v.isBlank() ? fallback : v.strip();
        }

        int integer(String key, int fallback) {
            String v = str(key, null);
            if (v == null) {
                return fallback;
            }
            try {
                return Integer.parseInt(v);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("option og." + key + ": '" + v + "' is not an integer");
            }
        }

        long lng(String key, long fallback) {
            String v = str(key, null);
            if (v == null) {
                return fallback;
            }
            try {
                return Long.parseLong(v);
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("option og." + key + ": '" + v + "' is not an integer");
            }
        }

        boolean bool(String key, boolean fallback) {
            String v = str(key, null);
            return v == null ? fallback : Boolean.parseBoolean(v);
        }

        List<Integer> ranks(String key) {
            List<Integer> out = new ArrayList<>();
            for (String t : str(key, "").split(",")) {
                if (!t.isBlank()) {
                    java.util.OptionalInt r = GoRank.parse(t);
                    if (r.isEmpty()) {
                        throw new IllegalArgumentException("option og." + key + ": '" + t + "' is not a rank");
                    }
                    out.add(r.getAsInt());
                }
            }
            return out;
        }

        int rank(String key, String fallback) {
            String v = str(key, fallback);
            java.util.OptionalInt r = GoRank.parse(v);
            if (r.isEmpty()) {
                throw new IllegalArgumentException("option og." + key + ": '" + v + "' is not a rank (such as 20K or 4D)");
            }
            return r.getAsInt();
        }
    }
}

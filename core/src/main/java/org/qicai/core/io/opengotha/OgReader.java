package org.qicai.core.io.opengotha;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.qicai.core.game.GoRank;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.NodeList;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * Reads an OpenGotha tournament file (the XML OpenGotha 3.x saves: {@code Tournament} with {@code Players},
 * {@code Games}, {@code ByePlayers} and {@code TournamentParameterSet}). The text is read as the XML
 * declaration says (UTF-8 in practice), so Chinese, Japanese and Korean names are kept as written.
 * Every value the pairing needs is checked; a bad file throws {@link OgException} naming the element,
 * the attribute and the reason, and nothing is returned.
 */
public final class OgReader {

    private OgReader() {
    }

    public static OgTournament read(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return read(in);
        } catch (IOException e) {
            throw new OgException("Tournament", "无法读取文件 " + file + "：" + e.getMessage(),
                    "cannot read " + file + ": " + e.getMessage());
        }
    }

    public static OgTournament read(InputStream in) {
        Document doc;
        try {
            DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
            f.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            f.setExpandEntityReferences(false);
            f.setNamespaceAware(false);
            DocumentBuilder b = f.newDocumentBuilder();
            b.setErrorHandler(null);
            doc = b.parse(in);
        } catch (SAXParseException e) {
            throw new OgException("Tournament", "不是正确的 XML（第 " + e.getLineNumber() + " 行）：" + e.getMessage(),
                    "not well-formed XML (line " + e.getLineNumber() + "): " + e.getMessage());
        } catch (SAXException | IOException | ParserConfigurationException e) {
            throw new OgException("Tournament", "无法读取 XML：" + e.getMessage(), "cannot read the XML: " + e.getMessage());
        }
        Element root = doc.getDocumentElement();
        if (!"Tournament".equals(root.getTagName())) {
            throw new OgException(root.getTagName(), "根元素应为 <Tournament>，这不是 OpenGotha 文件",
                    "the root element must be <Tournament>: this is not an OpenGotha file");
        }
        Element tps = child(root, "TournamentParameterSet");
        if (tps == null) {
            throw new OgException("TournamentParameterSet", "缺少该元素", "missing");
        }
        Map<String, String> general = attributes(required(tps, "GeneralParameterSet"));
        categories(required(tps, "GeneralParameterSet"), general);
        Map<String, String> handicap = attributes(required(tps, "HandicapParameterSet"));
        Map<String, String> pairing = attributes(required(tps, "PairingParameterSet"));
        List<String> placement = placement(required(tps, "PlacementParameterSet"));
        checkParameters(general, handicap, pairing);

        List<OgTournament.Player> players = new ArrayList<>();
        Map<String, OgTournament.Player> byKey = new HashMap<>();
        Element ps = child(root, "Players");
        if (ps != null) {
            int i = 0;
            for (Element e : children(ps, "Player")) {
                i++;
                OgTournament.Player p = player(e, i);
                if (byKey.putIfAbsent(p.key(), p) != null) {
                    throw new OgException("Player #" + i, "棋手 " + p.key() + " 重复（同名同姓）",
                            "player " + p.key() + " appears twice (same name and first name)");
                }
                players.add(p);
            }
        }
        List<OgTournament.Game> games = new ArrayList<>();
        Set<String> seen = new HashSet<>();
        Map<Integer, Set<String>> busy = new HashMap<>();
        Element gs = child(root, "Games");
        if (gs != null) {
            int i = 0;
            for (Element e : children(gs, "Game")) {
                i++;
                OgTournament.Game g = game(e, i, byKey);
                if (!seen.add(g.round() + "/" + g.table())) {
                    throw new OgException("Game #" + i, "第 " + g.round() + " 轮第 " + g.table() + " 台出现两次",
                            "round " + g.round() + " table " + g.table() + " appears twice");
                }
                Set<String> inRound = busy.computeIfAbsent(g.round(), k -> new HashSet<>());
                for (String k : List.of(g.white(), g.black())) {
                    if (!inRound.add(k)) {
                        throw new OgException("Game #" + i, "棋手 " + k + " 在第 " + g.round() + " 轮下两盘",
                                "player " + k + " has two games in round " + g.round());
                    }
                }
                games.add(g);
            }
        }
        Map<Integer, String> byes = new LinkedHashMap<>();
        // OpenGotha reads every ByePlayer element wherever it is (files written by other programs wrap them in
        // <ByePlayer> instead of <ByePlayers>); a wrapper has no player attribute
        NodeList byeNodes = root.getElementsByTagName("ByePlayer");
        {
            int i = 0;
            for (int n = 0; n < byeNodes.getLength(); n++) {
                Element e = (Element) byeNodes.item(n);
                if (!e.hasAttribute("player")) {
                    continue;
                }
                i++;
                String where = "ByePlayer #" + i;
                String key = OgTournament.keyOf(text(e, "player", where));
                if (!byKey.containsKey(key)) {
                    throw new OgException(where, "player=\"" + key + "\" 不是名单中的棋手",
                            "player=\"" + key + "\" is not a registered player");
                }
                int round = integer(e, "roundNumber", where, "1");
                if (round < 1) {
                    throw new OgException(where, "roundNumber 应 ≥ 1", "roundNumber must be at least 1");
                }
                // OpenGotha keeps one bye player per round: a later ByePlayer of the same round replaces the earlier
                String earlier = byes.put(round, key);
                if (earlier != null) {
                    busy.get(round).remove(earlier);
                }
                if (!busy.computeIfAbsent(round, k -> new HashSet<>()).add(key)) {
                    throw new OgException(where, "棋手 " + key + " 在第 " + round + " 轮既有对局又轮空",
                            "player " + key + " has both a game and the bye in round " + round);
                }
            }
        }
        String name = general.getOrDefault("name", general.getOrDefault("shortName", ""));
        Element dp = child(tps, "DPParameterSet");
        Element pub = child(tps, "PublishParameterSet");
        return new OgTournament(name, general, handicap, pairing, placement, players, games, byes,
                dp == null ? Map.of() : attributes(dp), pub == null ? Map.of() : attributes(pub));
    }

    private static OgTournament.Player player(Element e, int i) {
        String name = e.getAttribute("name");
        String firstName = e.getAttribute("firstName");
        String where = "Player #" + i + (name.isEmpty() ? "" : " " + name + " " + firstName);
        if (name.isBlank()) {
            throw new OgException(where, "缺少 name（姓）", "name is missing");
        }
        String rank = e.hasAttribute("rank") ? e.getAttribute("rank") : "30K";
        if (GoRank.parse(rank).isEmpty()) {
            throw new OgException(where, "rank=\"" + rank + "\" 不是段级位（如 10K、3D）",
                    "rank=\"" + rank + "\" is not a rank (such as 10K or 3D)");
        }
        int rating = integer(e, "rating", where, "-900");
        rating = Math.max(-900, Math.min(2949, rating));
        String club = e.getAttribute("club");
        if (club.length() > 4) {
            club = club.substring(0, 4);
        }
        String country = e.getAttribute("country");
        String part = e.getAttribute("participating");
        boolean[] participating = new boolean[part.length()];
        for (int r = 0; r < part.length(); r++) {
            char c = part.charAt(r);
            if (c != '0' && c != '1') {
                throw new OgException(where, "participating 只能由 0 和 1 组成，第 " + (r + 1) + " 个字符是“" + c + "”",
                        "participating must be made of 0 and 1; character " + (r + 1) + " is '" + c + "'");
            }
            participating[r] = c == '1';
        }
        int smms = integer(e, "smmsCorrection", where, "0");
        String registering = e.hasAttribute("registeringStatus") ? e.getAttribute("registeringStatus") : "FIN";
        Map<String, String> ids = new LinkedHashMap<>();
        for (String a : OgTournament.ID_ATTRIBUTES) {
            if (!e.getAttribute(a).isEmpty()) {
                ids.put(a, e.getAttribute(a));
            }
        }
        return new OgTournament.Player(name, firstName, rank, e.getAttribute("grade"), rating, club, country,
                participating, smms, registering, ids);
    }

    private static OgTournament.Game game(Element e, int i, Map<String, OgTournament.Player> byKey) {
        String where = "Game #" + i;
        int round = integer(e, "roundNumber", where, "1");
        int table = integer(e, "tableNumber", where, "1");
        where = "Game #" + i + " (round " + round + " table " + table + ")";
        if (round < 1 || table < 1) {
            throw new OgException(where, "roundNumber 和 tableNumber 应 ≥ 1", "roundNumber and tableNumber must be at least 1");
        }
        String white = OgTournament.keyOf(text(e, "whitePlayer", where));
        String black = OgTournament.keyOf(text(e, "blackPlayer", where));
        for (String k : List.of(white, black)) {
            if (!byKey.containsKey(k)) {
                throw new OgException(where, "“" + k + "”不是名单中的棋手（键为姓加名，大写，去掉空格）",
                        "'" + k + "' is not a registered player (the key is name + first name, upper case, no spaces)");
            }
        }
        if (white.equals(black)) {
            throw new OgException(where, "白方和黑方是同一人", "white and black are the same player");
        }
        int handicap = integer(e, "handicap", where, "0");
        if (handicap < 0 || handicap > 9) {
            throw new OgException(where, "handicap=" + handicap + " 应在 0 到 9 之间", "handicap=" + handicap + " must be 0 to 9");
        }
        String result = e.hasAttribute("result") ? e.getAttribute("result") : "RESULT_UNKNOWN";
        if (!OgTournament.RESULTS.contains(result)) {
            throw new OgException(where, "未知的结果 result=\"" + result + "\"", "unknown result=\"" + result + "\"");
        }
        boolean known = !"false".equals(e.getAttribute("knownColor"));
        return new OgTournament.Game(round, table, white, black, handicap, result, known);
    }

    private static void checkParameters(Map<String, String> general, Map<String, String> handicap,
                                        Map<String, String> pairing) {
        for (String a : List.of("genMMBar", "genMMFloor", "genMMZero")) {
            rankParam("GeneralParameterSet", general, a);
        }
        rankParam("HandicapParameterSet", handicap, "hdNoHdRankThreshold");
        rankParam("PairingParameterSet", pairing, "paiSeRankThreshold");
        for (String a : List.of("numberOfRounds", "numberOfCategories", "genMMS2ValueAbsent", "genMMS2ValueBye",
                "genNBW2ValueAbsent", "genNBW2ValueBye")) {
            intParam("GeneralParameterSet", general, a);
        }
        for (String a : List.of("hdCorrection", "hdCeiling")) {
            intParam("HandicapParameterSet", handicap, a);
        }
        for (String a : List.of("paiBaAvoidDuplGame", "paiBaRandom", "paiBaBalanceWB", "paiMaAvoidMixingCategories",
                "paiMaMinimizeScoreDifference", "paiMaDUDDWeight", "paiMaMaximizeSeeding", "paiSeMinimizeHandicap",
                "paiSeAvoidSameGeo", "paiSeDefSecCrit")) {
            String v = pairing.get(a);
            if (v != null) {
                try {
                    Long.parseLong(v.strip());
                } catch (NumberFormatException x) {
                    throw new OgException("PairingParameterSet", a + "=\"" + v + "\" 不是整数", a + "=\"" + v + "\" is not an integer");
                }
            }
        }
        for (String a : List.of("paiMaLastRoundForSeedSystem1", "paiSePreferMMSDiffRatherThanSameClub",
                "paiSePreferMMSDiffRatherThanSameCountry")) {
            intParam("PairingParameterSet", pairing, a);
        }
        for (String a : List.of("paiMaSeedSystem1", "paiMaSeedSystem2")) {
            String v = pairing.get(a);
            if (v != null && !List.of("SPLITANDRANDOM", "SPLITANDFOLD", "SPLITANDSLIP").contains(v)) {
                throw new OgException("PairingParameterSet", a + "=\"" + v + "\" 应为 SPLITANDRANDOM、SPLITANDFOLD 或 SPLITANDSLIP",
                        a + "=\"" + v + "\" must be SPLITANDRANDOM, SPLITANDFOLD or SPLITANDSLIP");
            }
        }
        for (String a : List.of("paiMaDUDDUpperMode", "paiMaDUDDLowerMode")) {
            String v = pairing.get(a);
            if (v != null && !List.of("TOP", "MID", "BOT").contains(v)) {
                throw new OgException("PairingParameterSet", a + "=\"" + v + "\" 应为 TOP、MID 或 BOT",
                        a + "=\"" + v + "\" must be TOP, MID or BOT");
            }
        }
        String k = pairing.get("paiStandardNX1Factor");
        if (k != null) {
            try {
                Double.parseDouble(k.strip());
            } catch (NumberFormatException x) {
                throw new OgException("PairingParameterSet", "paiStandardNX1Factor=\"" + k + "\" 不是数",
                        "paiStandardNX1Factor=\"" + k + "\" is not a number");
            }
        }
    }

    private static void rankParam(String element, Map<String, String> attrs, String a) {
        String v = attrs.get(a);
        if (v != null && GoRank.parse(v).isEmpty()) {
            throw new OgException(element, a + "=\"" + v + "\" 不是段级位（如 20K、4D）",
                    a + "=\"" + v + "\" is not a rank (such as 20K or 4D)");
        }
    }

    private static void intParam(String element, Map<String, String> attrs, String a) {
        String v = attrs.get(a);
        if (v != null) {
            try {
                Integer.parseInt(v.strip());
            } catch (NumberFormatException x) {
                throw new OgException(element, a + "=\"" + v + "\" 不是整数", a + "=\"" + v + "\" is not an integer");
            }
        }
    }

    /**
     * The category limits ({@code <Category number="1" lowerLimit="5K"/>} …) as one attribute,
     * {@code lowerCategoryLimits="1D,10K"} in category order; OpenGotha has numberOfCategories − 1 of them.
     */
    private static void categories(Element gps, Map<String, String> general) {
        NodeList nl = gps.getElementsByTagName("Category");
        if (nl.getLength() == 0) {
            return;
        }
        Map<Integer, String> byNumber = new java.util.TreeMap<>();
        for (int i = 0; i < nl.getLength(); i++) {
            Element e = (Element) nl.item(i);
            String where = "Category #" + (i + 1);
            int n = integer(e, "number", where, "1");
            String limit = e.hasAttribute("lowerLimit") ? e.getAttribute("lowerLimit") : "30K";
            if (GoRank.parse(limit).isEmpty()) {
                throw new OgException(where, "lowerLimit=\"" + limit + "\" 不是段级位", "lowerLimit=\"" + limit + "\" is not a rank");
            }
            byNumber.put(n, limit);
        }
        general.put("lowerCategoryLimits", String.join(",", byNumber.values()));
    }

    private static List<String> placement(Element pps) {
        Element crit = child(pps, "PlacementCriteria");
        List<String> out = new ArrayList<>();
        if (crit == null) {
            return out;
        }
        Map<Integer, String> byNumber = new java.util.TreeMap<>();
        int i = 0;
        for (Element e : children(crit, "PlacementCriterion")) {
            i++;
            String where = "PlacementCriterion #" + i;
            int n = integer(e, "number", where, String.valueOf(i));
            String name = e.hasAttribute("name") ? e.getAttribute("name") : "NULL";
            if (byNumber.put(n, name) != null) {
                throw new OgException(where, "number=" + n + " 出现两次", "number=" + n + " appears twice");
            }
        }
        out.addAll(byNumber.values());
        return out;
    }

    private static String text(Element e, String attribute, String where) {
        String v = e.getAttribute(attribute);
        if (v.isEmpty()) {
            throw new OgException(where, "缺少 " + attribute, attribute + " is missing");
        }
        return v;
    }

    private static int integer(Element e, String attribute, String where, String fallback) {
        String v = e.hasAttribute(attribute) ? e.getAttribute(attribute) : fallback;
        try {
            return Integer.parseInt(v.strip());
        } catch (NumberFormatException x) {
            throw new OgException(where, attribute + "=\"" + v + "\" 不是整数", attribute + "=\"" + v + "\" is not an integer");
        }
    }

    private static Element required(Element parent, String tag) {
        Element e = child(parent, tag);
        if (e == null) {
            throw new OgException(tag, "缺少该元素（在 <" + parent.getTagName() + "> 中）",
                    "missing (inside <" + parent.getTagName() + ">)");
        }
        return e;
    }

    private static Map<String, String> attributes(Element e) {
        Map<String, String> m = new LinkedHashMap<>();
        NamedNodeMap a = e.getAttributes();
        for (int i = 0; i < a.getLength(); i++) {
            m.put(a.item(i).getNodeName(), a.item(i).getNodeValue());
        }
        return m;
    }

    private static Element child(Element parent, String tag) {
        NodeList nl = parent.getChildNodes();
        for (int i = 0; i < nl.getLength(); i++) {
            if (nl.item(i) instanceof Element c && c.getTagName().equals(tag)) {
                return c;
            }
        }
        return null;
    }

    private static List<Element> children(Element parent, String tag) {
        List<Element> out = new ArrayList<>();
        NodeList nl = parent.getChildNodes();
        for (int i = 0; i < nl.getLength(); i++) {
            if (nl.item(i) instanceof Element c && c.getTagName().equals(tag)) {
                out.add(c);
            }
        }
        return out;
    }
}

package org.qicai.core.io.opengotha;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import javax.xml.transform.OutputKeys;
import javax.xml.transform.Transformer;
import javax.xml.transform.TransformerException;
import javax.xml.transform.TransformerFactory;
import javax.xml.transform.dom.DOMSource;
import javax.xml.transform.stream.StreamResult;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * Writes an {@link OgTournament} as OpenGotha 3.x saves a tournament: {@code <Tournament>} with {@code Players},
 * {@code Games}, {@code ByePlayers}, a {@code TournamentParameterSet} (general with its {@code Category}
 * limits, handicap, placement, pairing, and the display and publish settings an imported file had) and
 * OpenGotha's default {@code TeamTournamentParameterSet}. UTF-8 throughout, so Chinese, Japanese and Korean names stay as they are
 * (OpenGotha's own h9/tou exports lose them). What {@link OgReader} reads back is the same tournament.
 */
public final class OgWriter {

    /** OpenGotha's {@code Tournament.MAX_NUMBER_OF_ROUNDS}: the length of a {@code participating} string. */
    public static final int PARTICIPATING_LENGTH = 20;

    /** OpenGotha's team placement criteria of a new tournament ({@code TeamPlacementParameterSet.init}). */
    static final List<String> TEAM_PLACEMENT = List.of("TEAMP", "BDW", "BDW3U", "BDW2U", "BDW1U", "MNR");

    private OgWriter() {
    }

    public static void write(OgTournament t, OutputStream out) throws IOException {
        Document doc;
        try {
            doc = DocumentBuilderFactory.newInstance().newDocumentBuilder().newDocument();
        } catch (ParserConfigurationException e) {
            throw new IOException("no XML builder: " + e.getMessage(), e);
        }
        doc.setXmlStandalone(false);
        Element root = doc.createElement("Tournament");
        root.setAttribute("dataVersion", "201");
        root.setAttribute("runningMode", "SAL");
        doc.appendChild(root);
        doc.insertBefore(doc.createComment(" written by QiCai 棋裁 (OpenGotha tournament format) "), root);

        Element players = child(doc, root, "Players");
        for (OgTournament.Player p : t.players()) {
            Element e = child(doc, players, "Player");
            e.setAttribute("agaExpirationDate", p.ids().getOrDefault("agaExpirationDate", ""));
            e.setAttribute("agaId", p.ids().getOrDefault("agaId", ""));
            e.setAttribute("club", p.club());
            e.setAttribute("country", p.country());
            e.setAttribute("egfPin", p.ids().getOrDefault("egfPin", ""));
            e.setAttribute("ffgLicence", p.ids().getOrDefault("ffgLicence", ""));
            e.setAttribute("ffgLicenceStatus", p.ids().getOrDefault("ffgLicenceStatus", ""));
            e.setAttribute("firstName", p.firstName());
            e.setAttribute("grade", p.grade());
            e.setAttribute("name", p.name());
            StringBuilder part = new StringBuilder();
            for (boolean b : p.participating()) {
                part.append(b ? '1' : '0');
            }
            e.setAttribute("participating", part.toString());
            e.setAttribute("rank", p.rank());
            e.setAttribute("rating", String.valueOf(p.rating()));
            e.setAttribute("ratingOrigin", p.ids().getOrDefault("ratingOrigin", ""));
            e.setAttribute("registeringStatus", p.registering());
            e.setAttribute("smmsCorrection", String.valueOf(p.smmsCorrection()));
        }
        Element games = child(doc, root, "Games");
        for (OgTournament.Game g : t.games()) {
            Element e = child(doc, games, "Game");
            e.setAttribute("blackPlayer", g.black());
            e.setAttribute("handicap", String.valueOf(g.handicap()));
            e.setAttribute("knownColor", String.valueOf(g.knownColor()));
            e.setAttribute("result", g.result());
            e.setAttribute("roundNumber", String.valueOf(g.round()));
            e.setAttribute("tableNumber", String.valueOf(g.table()));
            e.setAttribute("whitePlayer", g.white());
        }
        if (!t.byes().isEmpty()) {
            Element byes = child(doc, root, "ByePlayers");
            new TreeMap<>(t.byes()).forEach((round, key) -> {
                Element e = child(doc, byes, "ByePlayer");
                e.setAttribute("player", key);
                e.setAttribute("roundNumber", String.valueOf(round));
            });
        }
        Element tps = child(doc, root, "TournamentParameterSet");
        Element general = child(doc, tps, "GeneralParameterSet");
        String categories = null;
        for (Map.Entry<String, String> a : new TreeMap<>(t.general()).entrySet()) {
            if (a.getKey().equals("lowerCategoryLimits")) {
                categories = a.getValue();
            } else {
                general.setAttribute(a.getKey(), a.getValue());
            }
        }
        if (categories != null && !categories.isBlank()) {
            Element cats = child(doc, general, "Categories");
            int n = 0;
            for (String limit : categories.split(",")) {
                if (!limit.isBlank()) {
                    Element c = child(doc, cats, "Category");
                    c.setAttribute("lowerLimit", limit.strip());
                    c.setAttribute("number", String.valueOf(++n));
                }
            }
        }
        attributes(child(doc, tps, "HandicapParameterSet"), t.handicap());
        Element criteria = child(doc, child(doc, tps, "PlacementParameterSet"), "PlacementCriteria");
        List<String> placement = t.placement();
        for (int i = 0; i < placement.size(); i++) {
            Element c = child(doc, criteria, "PlacementCriterion");
            c.setAttribute("name", placement.get(i));
            c.setAttribute("number", String.valueOf(i + 1));
        }
        attributes(child(doc, tps, "PairingParameterSet"), t.pairing());
        if (!t.display().isEmpty()) {
            attributes(child(doc, tps, "DPParameterSet"), t.display());
        }
        if (!t.publish().isEmpty()) {
            attributes(child(doc, tps, "PublishParameterSet"), t.publish());
        }
        // OpenGotha's own saves always have it; without it OpenGotha says "No team parameter could be imported" and
        // leaves every team placement criterion NULL. QiCai keeps no teams: OpenGotha's defaults for a new tournament
        Element ttps = child(doc, root, "TeamTournamentParameterSet");
        child(doc, ttps, "TeamGeneralParameterSet").setAttribute("teamSize", "4");
        Element teamCriteria = child(doc, child(doc, ttps, "TeamPlacementParameterSet"), "PlacementCriteria");
        for (int i = 0; i < TEAM_PLACEMENT.size(); i++) {
            Element c = child(doc, teamCriteria, "PlacementCriterion");
            c.setAttribute("name", TEAM_PLACEMENT.get(i));
            c.setAttribute("number", String.valueOf(i + 1));
        }

        try {
            Transformer tf = TransformerFactory.newInstance().newTransformer();
            tf.setOutputProperty(OutputKeys.ENCODING, StandardCharsets.UTF_8.name());
            tf.setOutputProperty(OutputKeys.INDENT, "yes");
            tf.setOutputProperty("{http://xml.apache.org/xslt}indent-amount", "4");
            tf.transform(new DOMSource(doc), new StreamResult(out));
        } catch (TransformerException e) {
            throw new IOException("cannot write the XML: " + e.getMessage(), e);
        }
    }

    private static void attributes(Element e, Map<String, String> values) {
        new TreeMap<>(values).forEach(e::setAttribute);
    }

    private static Element child(Document doc, Element parent, String tag) {
        Element e = doc.createElement(tag);
        parent.appendChild(e);
        return e;
    }
}

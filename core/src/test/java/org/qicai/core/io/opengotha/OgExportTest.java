package org.qicai.core.io.opengotha;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.qicai.core.UserError;
import org.qicai.core.model.EventSettings;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Player;
import org.qicai.core.model.Round;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * Issue 15 item 6 (writing half): what OpenGotha 3.51's own reader ({@code ExternalDocument.importTournamentFromXMLFile})
 * needs from a file QiCai exports. Each test names a requirement found by opening QiCai's exports in OpenGotha itself.
 */
class OgExportTest {

    static final Map<String, String> MCMAHON = Map.of("og.genMMBar", "4D", "og.genMMFloor", "20K");

    static EventSnapshot event(List<Player> players, List<Round> rounds, Map<String, String> options) {
        EventSettings st = new EventSettings("测试赛", "go", "mcmahon", 3, null, List.of(), "", 0L, options);
        return new EventSnapshot(st, players, rounds, List.of());
    }

    static List<Player> players(String... names) {
        List<Player> out = new ArrayList<>();
        for (String n : names) {
            out.add(new Player(out.size() + 1, n, "", null, "1d", null, 0));
        }
        return out;
    }

    static Document written(OgTournament t) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        OgWriter.write(t, out);
        return DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(new ByteArrayInputStream(out.toByteArray()));
    }

    static byte[] bytes(OgTournament t) throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        OgWriter.write(t, out);
        return out.toByteArray();
    }

    static List<Element> elements(Document d, String tag) {
        NodeList nl = d.getElementsByTagName(tag);
        List<Element> out = new ArrayList<>();
        for (int i = 0; i < nl.getLength(); i++) {
            out.add((Element) nl.item(i));
        }
        return out;
    }

    static OgTournament export(EventSnapshot s) {
        return OgExport.tournament(s, Map.of(), "MMS,SOSM,SOSOSM", 3);
    }

    @Test
    void everyPlayerMadeInQiCaiGetsTheNameAndFirstNameOpenGothaRequires() throws Exception {
        // issue 15 item 6: OpenGotha's Player constructor throws on an empty firstName, and the file does not open
        EventSnapshot s = event(players("Noguchi Motoki", "张三", "欧阳明", "김철수", "野口 基樹", "Van der Berg Jan", "王　立诚"),
                List.of(), MCMAHON);
        Document d = written(export(s));
        List<String> got = elements(d, "Player").stream()
                .map(e -> e.getAttribute("name") + "|" + e.getAttribute("firstName")).toList();
        assertThat(got).containsExactly("Noguchi|Motoki", "张|三", "欧|阳明", "김|철수", "野口|基樹", "Van|der Berg Jan", "王|立诚");
        assertThat(export(s).players()).extracting(OgTournament.Player::key)
                .containsExactly("NOGUCHIMOTOKI", "张三", "欧阳明", "김철수", "野口基樹", "VANDERBERGJAN", "王立诚");
    }

    @Test
    void theEventsBoardAndKomiAreOpenGothasSizeAndKomiInPoints() throws Exception {
        // go 第二章 第二条: a komi of 6.5 points (3¼ stones) and a 13-line board are written as OpenGotha keeps them
        Map<String, String> o = new java.util.HashMap<>(MCMAHON);
        o.put(EventSettings.KOMI, "6.5");
        o.put(EventSettings.BOARD_SIZE, "13");
        Element g = elements(written(export(event(players("张三", "李四"), List.of(), o))), "GeneralParameterSet").get(0);
        assertThat(g.getAttribute("komi")).isEqualTo("6.5");
        assertThat(g.getAttribute("size")).isEqualTo("13");
        // Japanese rules without a komi of their own: their 6.5, not OpenGotha's 7.5
        Map<String, String> jp = new java.util.HashMap<>(MCMAHON);
        jp.put(EventSettings.GO_RULES, "japanese");
        assertThat(elements(written(export(event(players("张三", "李四"), List.of(), jp))), "GeneralParameterSet").get(0)
                .getAttribute("komi")).isEqualTo("6.5");
        // none set: nothing written, OpenGotha's own 7.5 (the Chinese 3¾ stones) and 19 lines
        Element none = elements(written(export(event(players("张三", "李四"), List.of(), MCMAHON))), "GeneralParameterSet")
                .get(0);
        assertThat(none.hasAttribute("komi")).isFalse();
        assertThat(none.hasAttribute("size")).isFalse();
    }

    @Test
    void aOneWordNameIsRefusedInWordsBeforeAnythingIsWritten() {
        // issue 15 item 6: "Smith" or "金" has no first name for OpenGotha, and no split is right
        for (String name : List.of("Smith", "金")) {
            EventSnapshot s = event(players("Noguchi Motoki", name), List.of(), MCMAHON);
            assertThatThrownBy(() -> export(s)).isInstanceOf(UserError.class)
                    .hasMessageContaining("player 2 '" + name + "'").hasMessageContaining("NAME FIRSTNAME");
        }
    }

    @Test
    void anExportedChineseNameComesBackAsItWasWritten() throws Exception {
        // issue 15 item 6: imported back, the same event — 张三 is split 张 / 三 for OpenGotha and joined again
        EventSnapshot s = event(players("张三", "欧阳明", "김철수", "野口 基樹", "Noguchi Motoki"), List.of(), MCMAHON);
        OgTournament back = OgReader.read(new ByteArrayInputStream(bytes(export(s))));
        EventSnapshot again = OgSnapshots.before(back, 1);
        assertThat(again.players()).extracting(Player::name)
                .containsExactly("张三", "欧阳明", "김철수", "野口 基樹", "Noguchi Motoki");
        // and exported a second time, the same names and first names
        assertThat(export(again).players()).extracting(p -> p.name() + "|" + p.firstName())
                .containsExactlyElementsOf(export(s).players().stream().map(p -> p.name() + "|" + p.firstName()).toList());
    }

    @Test
    void aPlayerWithoutRatingIsExportedAtOpenGothasFloorAndComesBackWithoutRating() throws Exception {
        // issue 15 item 6: OpenGotha has no "no rating"; -900 (Player.MIN_RATING, its default) is written, and read back
        // as no rating — before, every QiCai player without a rating came back rated -900
        List<Player> ps = new ArrayList<>(players("张三", "李四"));
        ps.set(1, new Player(2, "李四", "", 2150, "1d", null, 0));
        EventSnapshot s = event(ps, List.of(), MCMAHON);
        assertThat(elements(written(export(s)), "Player")).extracting(e -> e.getAttribute("rating"))
                .containsExactly("-900", "2150");
        EventSnapshot back = OgSnapshots.before(OgReader.read(new ByteArrayInputStream(bytes(export(s)))), 1);
        assertThat(back.players()).extracting(Player::rating).containsExactly(null, 2150);
    }

    @Test
    void anImportedPlayerKeepsHisOpenGothaNameAndARenamedOneIsWrittenByHisNewName() throws Exception {
        // issue 15 item 6: the file's own split is kept ("Van Damme" / "Jean Claude"); a name corrected in QiCai after
        // the import is exported (before, the stale og.player.N.name was written and the correction lost)
        OgTournament t = xml("""
                <Tournament><Players>
                  <Player name="Van Damme" firstName="Jean Claude" rank="2D" club="Bxl" country="BE"/>
                  <Player name="Robin" firstName="Clé" rank="10K" club="13Ma" country="FR"/>
                </Players>""" + PARAMS + "</Tournament>");
        EventSnapshot s = OgSnapshots.before(t, 1);
        List<Player> ps = new ArrayList<>(s.players());
        Player robin = ps.get(1);
        ps.set(1, new Player(robin.no(), "Robin Cléo", robin.unit(), robin.rating(), robin.title(), null, 0));
        EventSnapshot renamed = new EventSnapshot(s.settings(), ps, s.rounds(), List.of());
        assertThat(export(renamed).players()).extracting(p -> p.name() + "|" + p.firstName() + "|" + p.key())
                .containsExactly("Van Damme|Jean Claude|VANDAMMEJEANCLAUDE", "Robin|Cléo|ROBINCLÉO");
    }

    static final String PARAMS = """
            <TournamentParameterSet>
              <GeneralParameterSet genMMBar="4D" numberOfRounds="3" name="t"/>
              <HandicapParameterSet/><PlacementParameterSet/><PairingParameterSet/>
            </TournamentParameterSet>""";

    static OgTournament xml(String body) {
        return OgReader.read(new ByteArrayInputStream(body.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void aPlayersFederationIdsAndRatingOriginAreExportedAsTheImportedFileHadThem() throws Exception {
        // issue 15 item 6: opened in OpenGotha, the export had lost every egfPin, ffgLicence (+ status) and ratingOrigin
        // of the imported file (written empty) — the ids an EGF or FFG rating report needs
        OgTournament t = xml("<Tournament><Players>"
                + "<Player name=\"Bilodeau\" firstName=\"Florent\" rank=\"1D\" rating=\"2042\" egfPin=\"13986280\""
                + " ffgLicence=\"1300045\" ffgLicenceStatus=\"L\" agaId=\"12345\" agaExpirationDate=\"2026-12-31\""
                + " ratingOrigin=\"EGF : 2042\"/>"
                + "<Player name=\"Robin\" firstName=\"Clé\" rank=\"10K\" egfPin=\"\"/>"
                + "</Players>" + PARAMS + "</Tournament>");
        EventSnapshot s = OgSnapshots.before(t, 1);
        assertThat(s.settings().option("og.player.1.egf-pin", "")).isEqualTo("13986280");
        assertThat(s.settings().options()).doesNotContainKey("og.player.2.egf-pin");
        List<Element> ps = elements(written(export(s)), "Player");
        Element e = ps.get(0);
        assertThat(List.of(e.getAttribute("egfPin"), e.getAttribute("ffgLicence"), e.getAttribute("ffgLicenceStatus"),
                e.getAttribute("agaId"), e.getAttribute("agaExpirationDate"), e.getAttribute("ratingOrigin")))
                .containsExactly("13986280", "1300045", "L", "12345", "2026-12-31", "EGF : 2042");
        // OpenGotha writes every attribute, empty when unknown
        assertThat(ps.get(1).hasAttribute("egfPin")).isTrue();
        assertThat(ps.get(1).getAttribute("egfPin")).isEmpty();
        assertThat(ps.get(1).getAttribute("ratingOrigin")).isEmpty();
    }

    @Test
    void openGothasDisplayAndPublishSettingsOfAnImportedFileAreWrittenBack() throws Exception {
        // issue 15 item 6: opened in OpenGotha, three fixtures' exports showed games in the long format and were set to
        // print on publishing, where the files said short and no: DPParameterSet and PublishParameterSet were dropped
        OgTournament t = xml("<Tournament><Players><Player name=\"A\" firstName=\"B\" rank=\"1D\"/></Players>"
                + PARAMS.replace("</TournamentParameterSet>", "<DPParameterSet gameFormat=\"short\" "
                + "showPlayerCountry=\"true\" playerSortType=\"rank\"/><PublishParameterSet print=\"false\" "
                + "exportToLocalFile=\"true\"/></TournamentParameterSet>") + "</Tournament>");
        EventSnapshot s = OgSnapshots.before(t, 1);
        assertThat(s.settings().option("og.dp.gameFormat", "")).isEqualTo("short");
        assertThat(s.settings().option("og.publish.print", "")).isEqualTo("false");
        Document d = written(export(s));
        Element dp = elements(d, "DPParameterSet").get(0);
        assertThat(dp.getParentNode().getNodeName()).isEqualTo("TournamentParameterSet");
        assertThat(List.of(dp.getAttribute("gameFormat"), dp.getAttribute("showPlayerCountry"),
                dp.getAttribute("playerSortType"))).containsExactly("short", "true", "rank");
        Element pub = elements(d, "PublishParameterSet").get(0);
        assertThat(List.of(pub.getAttribute("print"), pub.getAttribute("exportToLocalFile"))).containsExactly("false", "true");
        // none of them reaches the general parameters
        assertThat(elements(d, "GeneralParameterSet").get(0).hasAttribute("gameFormat")).isFalse();
        assertThat(elements(d, "GeneralParameterSet").get(0).hasAttribute("dp.gameFormat")).isFalse();
    }

    @Test
    void theTeamParameterSetOpenGothaAlwaysSavesIsWrittenWithItsDefaults() throws Exception {
        // issue 15 item 6: without it OpenGotha prints "No team parameter could be imported" and leaves every team
        // placement criterion NULL; a new OpenGotha tournament has team size 4 and TEAMP, BDW, BDW3U, BDW2U, BDW1U, MNR
        Document d = written(export(event(players("张三", "李四"), List.of(), MCMAHON)));
        Element ttps = elements(d, "TeamTournamentParameterSet").get(0);
        assertThat(ttps.getParentNode().getNodeName()).isEqualTo("Tournament");
        assertThat(elements(d, "TeamGeneralParameterSet").get(0).getAttribute("teamSize")).isEqualTo("4");
        List<Element> crit = elements(d, "PlacementCriterion").stream()
                .filter(e -> e.getParentNode().getParentNode().getNodeName().equals("TeamPlacementParameterSet")).toList();
        assertThat(crit).extracting(e -> e.getAttribute("number") + e.getAttribute("name"))
                .containsExactly("1TEAMP", "2BDW", "3BDW3U", "4BDW2U", "5BDW1U", "6MNR");
        // and QiCai's own reader still takes the player placement criteria, not the team ones
        assertThat(OgReader.read(new ByteArrayInputStream(bytes(export(event(players("张三", "李四"), List.of(), MCMAHON)))))
                .placement()).containsExactly("MMS", "SOSM", "SOSOSM", "NULL", "NULL", "NULL");
    }

    @Test
    void anEventOpenGothaCannotHoldIsRefusedInWords() {
        // issue 15 item 6: OpenGotha (Gotha.MAX_NUMBER_OF_ROUNDS = 20) fails on a round-21 game or bye, and opened with
        // numberOfRounds="21" its standings throw; past 2,000 players it leaves players and their games out silently;
        // a country code of one or three letters makes its Player constructor throw
        assertThatThrownBy(() -> export(event(players("张三", "李四"), List.of(), options(MCMAHON, "og.numberOfRounds", "21"))))
                .isInstanceOf(UserError.class).hasMessageContaining("at most 20 rounds and this event has 21");
        List<Player> many = new ArrayList<>();
        for (int i = 1; i <= 2001; i++) {
            many.add(new Player(i, "Player " + i, "", null, "5k", null, 0));
        }
        assertThatThrownBy(() -> export(event(many, List.of(), MCMAHON)))
                .isInstanceOf(UserError.class).hasMessageContaining("at most 2000 players and this event has 2001");
        assertThat(export(event(many.subList(0, 2000), List.of(), MCMAHON)).players()).hasSize(2000);
        assertThatThrownBy(() -> export(event(players("Noguchi Motoki"), List.of(),
                options(MCMAHON, "og.player.1.country", "FRA"))))
                .isInstanceOf(UserError.class).hasMessageContaining("country code 'FRA'");
    }

    @Test
    void aBlankParameterIsLeftOutSoThatOpenGothaTakesTheDefaultQiCaiPairsBy() throws Exception {
        // issue 15 item 6: hdCeiling="" made OpenGotha fail on Integer.parseInt(""); QiCai pairs a blank option by its
        // default, which is also OpenGotha's when the attribute is absent
        Document d = written(export(event(players("张三", "李四"), List.of(),
                options(MCMAHON, "og.hdCeiling", "", "og.genMMS2ValueBye", " ", "og.hdCorrection", "2"))));
        Element hd = elements(d, "HandicapParameterSet").get(0);
        assertThat(hd.hasAttribute("hdCeiling")).isFalse();
        assertThat(hd.getAttribute("hdCorrection")).isEqualTo("2");
        assertThat(elements(d, "GeneralParameterSet").get(0).hasAttribute("genMMS2ValueBye")).isFalse();
    }

    @Test
    void categoryLimitsAreWrittenOnlyAsOpenGothaCanReadThem() throws Exception {
        // issue 15 item 6: OpenGotha sizes its limits by numberOfCategories - 1 and fails on a Category past them
        Document one = written(export(event(players("张三", "李四"), List.of(),
                options(MCMAHON, "og.lowerCategoryLimits", "1D"))));
        assertThat(elements(one, "Category")).isEmpty();
        Document three = written(export(event(players("张三", "李四"), List.of(),
                options(MCMAHON, "og.numberOfCategories", "3", "og.lowerCategoryLimits", "1D,10K"))));
        assertThat(elements(three, "GeneralParameterSet").get(0).getAttribute("numberOfCategories")).isEqualTo("3");
        assertThat(elements(three, "Category")).extracting(e -> e.getAttribute("number") + ":" + e.getAttribute("lowerLimit"))
                .containsExactly("1:1D", "2:10K");
        assertThatThrownBy(() -> export(event(players("张三", "李四"), List.of(),
                options(MCMAHON, "og.numberOfCategories", "3", "og.lowerCategoryLimits", "1D"))))
                .isInstanceOf(UserError.class).hasMessageContaining("3 categories need 2 lower limits");
    }

    @Test
    void theEventsNameVenueChiefArbiterAndDatesAreWhatOpenGothaShows() throws Exception {
        // issue 15 item 6: opened in OpenGotha, a QiCai event was held in "Paris" (its default location) on the day the
        // file was opened, by no director; and an imported event renamed in QiCai kept the file's old name
        EventSnapshot s = event(players("张三", "李四"), List.of(), options(MCMAHON, EventSettings.VENUE, "北京棋院",
                EventSettings.CHIEF_ARBITER, "王裁判", EventSettings.DATES, "2024-05-01 至 2024-05-03"));
        Element g = elements(written(export(s)), "GeneralParameterSet").get(0);
        assertThat(List.of(g.getAttribute("name"), g.getAttribute("location"), g.getAttribute("director"),
                g.getAttribute("beginDate"), g.getAttribute("endDate")))
                .containsExactly("测试赛", "北京棋院", "王裁判", "2024-05-01", "2024-05-03");
        assertThat(OgExport.days("2024年5月1日")).isEmpty();
        assertThat(OgExport.days("2024-05-02")).containsExactly("2024-05-02");

        // an imported file's own values stay where QiCai has none; its name follows a rename
        OgTournament t = xml("<Tournament><Players><Player name=\"A\" firstName=\"B\" rank=\"1D\"/></Players>"
                + PARAMS.replace("name=\"t\"", "name=\"Open de Paris\" shortName=\"odp\" location=\"Paris 15e\" "
                + "director=\"Luc\" beginDate=\"2023-10-31\" endDate=\"2023-11-01\"") + "</Tournament>");
        EventSnapshot imported = OgSnapshots.before(t, 1);
        Element kept = elements(written(export(imported)), "GeneralParameterSet").get(0);
        assertThat(List.of(kept.getAttribute("name"), kept.getAttribute("shortName"), kept.getAttribute("location"),
                kept.getAttribute("director"), kept.getAttribute("beginDate"), kept.getAttribute("endDate")))
                .containsExactly("Open de Paris", "odp", "Paris 15e", "Luc", "2023-10-31", "2023-11-01");
        EventSettings st = imported.settings();
        EventSnapshot renamed = new EventSnapshot(new EventSettings("巴黎公开赛", st.discipline(), st.system(), st.rounds(),
                st.scoring(), st.tiebreaks(), st.timeControl(), st.seed(), st.options()), imported.players(),
                imported.rounds(), List.of());
        assertThat(elements(written(export(renamed)), "GeneralParameterSet").get(0).getAttribute("name"))
                .isEqualTo("巴黎公开赛");
    }

    static Map<String, String> options(Map<String, String> base, String... kv) {
        Map<String, String> m = new LinkedHashMap<>(base);
        for (int i = 0; i < kv.length; i += 2) {
            m.put(kv[i], kv[i + 1]);
        }
        return m;
    }
}

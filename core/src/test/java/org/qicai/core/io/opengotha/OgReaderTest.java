package org.qicai.core.io.opengotha;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.qicai.core.model.EventSnapshot;
import org.qicai.core.model.Result;

/** Issue 15 item 6 (reading half): OpenGotha's XML, its keys, parameters, games, byes, CJK names, bad files. */
class OgReaderTest {

    private static OgTournament fixture(String name) throws Exception {
        try (InputStream in = OgReaderTest.class.getResourceAsStream("/opengotha/" + name + ".xml")) {
            return OgReader.read(in);
        }
    }

    private static OgTournament xml(String body) {
        return OgReader.read(new ByteArrayInputStream(body.getBytes(StandardCharsets.UTF_8)));
    }

    private static final String PARAMS = """
            <TournamentParameterSet>
              <GeneralParameterSet genMMBar="4D" genMMFloor="20K" genMMZero="30K" numberOfRounds="3" name="测试赛"/>
              <HandicapParameterSet hdBasedOnMMS="true" hdCeiling="9" hdCorrection="1" hdNoHdRankThreshold="1D"/>
              <PlacementParameterSet><PlacementCriteria>
                <PlacementCriterion name="MMS" number="1"/><PlacementCriterion name="SOSM" number="2"/>
              </PlacementCriteria></PlacementParameterSet>
              <PairingParameterSet paiMaSeedSystem1="SPLITANDFOLD"/>
            </TournamentParameterSet>""";

    @Test
    void simplemmPlayersKeysRanksAndParameters() throws Exception {
        OgTournament t = fixture("simplemm");
        assertThat(t.players()).hasSize(16);
        assertThat(t.players().get(2).key()).isEqualTo("NOGUCHIMOTOKI");
        assertThat(t.player("LEFEBVRELOÏC")).isPresent();
        assertThat(t.player("NOGUCHIMOTOKI").orElseThrow().rank()).isEqualTo("7D");
        assertThat(t.player("NOGUCHIMOTOKI").orElseThrow().rating()).isEqualTo(2666);
        assertThat(t.player("NOGUCHIMOTOKI").orElseThrow().club()).isEqualTo("38Gr");
        assertThat(t.games()).hasSize(40);
        assertThat(t.games(1).get(0).white()).isEqualTo("NOGUCHIMOTOKI");
        assertThat(t.games(1).get(0).result()).isEqualTo("RESULT_WHITEWINS");
        assertThat(t.placement()).startsWith("MMS", "SOSM", "SOSOSM");
        assertThat(t.param("genMMBar")).hasValue("4D");
        assertThat(t.param("hdCeiling")).hasValue("9");
        assertThat(t.param("paiMaSeedSystem1")).hasValue("SPLITANDSLIP");
        assertThat(OgSnapshots.systemOf(t)).isEqualTo("mcmahon");
        assertThat(t.firstRoundWithoutGames()).isEqualTo(6);
    }

    @Test
    void everyGameKeyIsNameThenFirstNameUpperCaseWithoutSpaces() throws Exception {
        for (String f : new String[] {"simplemm", "simpleswiss", "notsosimpleswiss"}) {
            OgTournament t = fixture(f);
            for (OgTournament.Game g : t.games()) {
                assertThat(t.player(g.white())).as(f + " " + g.white()).isPresent();
                assertThat(t.player(g.black())).as(f + " " + g.black()).isPresent();
            }
        }
    }

    @Test
    void notsosimpleswissByesAndSystem() throws Exception {
        OgTournament t = fixture("notsosimpleswiss");
        assertThat(t.byes()).hasSize(10).containsEntry(1, "DUPRÉWILLIAM").containsEntry(10, "HABUDASTEPHAN");
        assertThat(OgSnapshots.systemOf(t)).isEqualTo("go-swiss");
        assertThat(t.before(4).lastRound()).isEqualTo(3);
        assertThat(t.before(4).byes()).containsOnlyKeys(1, 2, 3);
    }

    @Test
    void snapshotBeforeRoundHasTheEarlierRoundsFirstIsBlack() throws Exception {
        OgTournament t = fixture("simplemm");
        EventSnapshot s = OgSnapshots.before(t, 3);
        assertThat(s.rounds()).hasSize(2);
        assertThat(s.players()).hasSize(16);
        var g = s.round(1).orElseThrow().board(1).orElseThrow();
        assertThat(s.playerName(g.first())).isEqualTo("Bonjean Robin");
        assertThat(s.playerName(g.second())).isEqualTo("Noguchi Motoki");
        assertThat(g.result()).isEqualTo(Result.SECOND_WIN);
        assertThat(s.settings().option("og.genMMBar", "")).isEqualTo("4D");
        assertThat(s.settings().option("og.player.3.first-name", "")).isEqualTo("Motoki");
        assertThat(s.settings().option("og.game.1.1.handicap", "")).isEqualTo("0");
        assertThat(s.settings().system()).isEqualTo("mcmahon");
    }

    @Test
    void chineseNamesKeptAsWrittenInUtf8() {
        OgTournament t = xml("""
                <?xml version="1.0" encoding="UTF-8"?>
                <Tournament><Players>
                  <Player name="常" firstName="昊" rank="9D" rating="2900" club="上海" country="CN" participating="111"/>
                  <Player name="芮" firstName="乃伟" rank="9D" rating="2800" club="北京" country="CN"/>
                  <Player name="李" firstName="昌镐" rank="9D" rating="2850" club="" country="KR" participating="101"/>
                </Players><Games>
                  <Game roundNumber="1" tableNumber="1" whitePlayer="常昊" blackPlayer="芮乃伟" handicap="0" result="RESULT_BLACKWINS"/>
                </Games><ByePlayers><ByePlayer player="李昌镐" roundNumber="1"/></ByePlayers>
                """ + PARAMS + "</Tournament>");
        assertThat(t.name()).isEqualTo("测试赛");
        assertThat(t.players()).extracting(OgTournament.Player::key).containsExactly("常昊", "芮乃伟", "李昌镐");
        assertThat(t.player("李昌镐").orElseThrow().plays(2)).isFalse();
        assertThat(t.player("李昌镐").orElseThrow().plays(3)).isTrue();
        assertThat(t.byes()).containsEntry(1, "李昌镐");
        // a one-character CJK family name is joined to the first name without a space, as the name is written
        // (issue 15 item 6: QiCai exports 芮乃伟 as 芮 / 乃伟, and it comes back as 芮乃伟)
        assertThat(OgSnapshots.before(t, 2).playerName(2)).isEqualTo("芮乃伟");
        assertThat(org.qicai.core.game.GoNames.fullName("欧阳", "明")).isEqualTo("欧阳 明");
        assertThat(org.qicai.core.game.GoNames.fullName("Noguchi", "Motoki")).isEqualTo("Noguchi Motoki");
    }

    @Test
    void byePlayersAnywhereAndKeysInAnyCaseAsOpenGothaReadsThem() {
        OgTournament t = xml("<Tournament><Players><Player name=\"Guney\" firstName=\"Mete\" rank=\"24k\"/>"
                + "<Player name=\"Ab\" firstName=\"Cd\" rank=\"1d\"/><Player name=\"Ef\" firstName=\"Gh\" rank=\"2d\"/></Players>"
                + "<Games><Game roundNumber=\"1\" tableNumber=\"1\" whitePlayer=\"AbCd\" blackPlayer=\"EFGH\"/></Games>"
                + "<ByePlayer><ByePlayer player=\"GuneyMete\" roundNumber=\"1\"/></ByePlayer>" + PARAMS + "</Tournament>");
        assertThat(t.byes()).containsEntry(1, "GUNEYMETE");
        assertThat(t.games(1).get(0).white()).isEqualTo("ABCD");
    }

    @Test
    void categoryLimitsReadInCategoryOrder() {
        OgTournament t = xml("<Tournament>" + PARAMS.replace(
                "<GeneralParameterSet genMMBar=\"4D\" genMMFloor=\"20K\" genMMZero=\"30K\" numberOfRounds=\"3\" name=\"测试赛\"/>",
                "<GeneralParameterSet genMMBar=\"4D\" numberOfCategories=\"3\"><Categories>"
                        + "<Category number=\"2\" lowerLimit=\"10K\"/><Category number=\"1\" lowerLimit=\"1D\"/>"
                        + "</Categories></GeneralParameterSet>") + "</Tournament>");
        assertThat(t.param("lowerCategoryLimits")).hasValue("1D,10K");
        assertThat(t.param("numberOfCategories")).hasValue("3");
    }

    @Test
    void unknownPlayerInAGameNamesTheGameAndTheKey() {
        assertThatThrownBy(() -> xml("<Tournament><Players><Player name=\"A\" firstName=\"B\" rank=\"1D\"/></Players>"
                + "<Games><Game roundNumber=\"1\" tableNumber=\"1\" whitePlayer=\"AB\" blackPlayer=\"CD\"/></Games>"
                + PARAMS + "</Tournament>"))
                .isInstanceOf(OgException.class)
                .hasMessageContaining("Game #1 (round 1 table 1)").hasMessageContaining("'CD' is not a registered player");
    }

    @Test
    void badRankNamesThePlayerAndTheValue() {
        assertThatThrownBy(() -> xml("<Tournament><Players><Player name=\"A\" firstName=\"B\" rank=\"strong\"/></Players>"
                + PARAMS + "</Tournament>"))
                .isInstanceOf(OgException.class)
                .hasMessageContaining("Player #1 A B").hasMessageContaining("rank=\"strong\" is not a rank");
    }

    @Test
    void badParameterNamesItsElement() {
        assertThatThrownBy(() -> xml("<Tournament>" + PARAMS.replace("SPLITANDFOLD", "ZIGZAG") + "</Tournament>"))
                .isInstanceOf(OgException.class)
                .hasMessageContaining("<PairingParameterSet>").hasMessageContaining("paiMaSeedSystem1=\"ZIGZAG\"");
    }

    @Test
    void notXmlAndNotOpenGothaAreRefused() {
        assertThatThrownBy(() -> xml("<Tournament><Players>")).isInstanceOf(OgException.class)
                .hasMessageContaining("not well-formed XML");
        assertThatThrownBy(() -> xml("<Event/>")).isInstanceOf(OgException.class)
                .hasMessageContaining("not an OpenGotha file");
        assertThatThrownBy(() -> xml("<Tournament/>")).isInstanceOf(OgException.class)
                .hasMessageContaining("TournamentParameterSet");
    }

    @Test
    void aPlayerWithTwoGamesInARoundIsRefused() {
        assertThatThrownBy(() -> xml("<Tournament><Players><Player name=\"A\" firstName=\"B\" rank=\"1D\"/>"
                + "<Player name=\"C\" firstName=\"D\" rank=\"1D\"/><Player name=\"E\" firstName=\"F\" rank=\"1D\"/></Players>"
                + "<Games><Game roundNumber=\"1\" tableNumber=\"1\" whitePlayer=\"AB\" blackPlayer=\"CD\"/>"
                + "<Game roundNumber=\"1\" tableNumber=\"2\" whitePlayer=\"EF\" blackPlayer=\"AB\"/></Games>"
                + PARAMS + "</Tournament>"))
                .isInstanceOf(OgException.class).hasMessageContaining("player AB has two games in round 1");
    }
}

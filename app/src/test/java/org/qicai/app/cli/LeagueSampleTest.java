package org.qicai.app.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.qicai.core.io.Csv;

/**
 * The league sample (000 全国象棋甲级联赛: 12 teams, 6 registered, 4 play, double round robin home and
 * away, 22 rounds) built by {@code qicai demo}, its team standings checked against standings computed
 * by hand, independently of QiCai ({@code league/compute_expected.py} over the sample's data files,
 * output frozen in {@code league/expected-after-NN.csv}).
 */
class LeagueSampleTest {
    @TempDir
    static Path dir;
    static String league;

    @BeforeAll
    static void demo() {
        CliRunner.Run r = CliRunner.run("demo", "--out", dir.toString());
        assertThat(r.code()).as(r.err()).isZero();
        league = dir.resolve("league").resolve("league.qicai").toString();
    }

    private static List<List<String>> csv(String text) {
        List<List<String>> out = new ArrayList<>();
        for (Csv.Row r : Csv.parse(text)) {
            if (!r.isBlank()) {
                out.add(r.fields());
            }
        }
        return out;
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = LeagueSampleTest.class.getResourceAsStream("league/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @ParameterizedTest(name = "after round {0}")
    @ValueSource(ints = {1, 2, 22})
    @DisplayName("xq 15.3, 14.2, 21.4: the league's team standings equal the hand-computed ones after rounds 1, 2 and 22")
    void standingsEqualTheHandComputedOnes(int round) throws IOException {
        CliRunner.Run r = CliRunner.run("standings", league, "--teams", "--after-round", Integer.toString(round),
                "--format", "csv");
        assertThat(r.code()).as(r.err()).isZero();
        List<List<String>> got = csv(r.out());
        List<String> header = got.get(0);
        List<List<String>> expected = csv(resource(String.format("expected-after-%02d.csv", round)));
        List<String> columns = expected.get(0);
        assertThat(got).hasSize(expected.size());
        for (int i = 1; i < expected.size(); i++) {
            for (int c = 0; c < columns.size(); c++) {
                assertThat(got.get(i).get(header.indexOf(columns.get(c))))
                        .as("row %d column %s after round %d", i, columns.get(c), round)
                        .isEqualTo(expected.get(i).get(c));
            }
        }
    }

    @Test
    @DisplayName("demo writes the league into DIR/league/: the event file, a team pairing sheet per round, the team standings")
    void demoWritesTheLeagueFolder() {
        Path folder = dir.resolve("league");
        assertThat(folder.resolve("league.qicai")).exists();
        assertThat(folder.resolve("round-01-pairings.pdf")).exists();
        assertThat(folder.resolve("round-22-pairings.pdf")).exists();
        assertThat(folder.resolve("standings.pdf")).exists();
        assertThat(dir.resolve("city-championship")).isDirectory();
    }

    @Test
    @DisplayName("000 league, 13.2: the home team is red on boards 1 and 3; the second cycle swaps home and away")
    void homeTeamRedOnBoardsOneAndThree() {
        java.util.Map<String, String> teamOf = new java.util.HashMap<>();
        for (List<String> row : csv(CliRunner.run("team", "list", league, "--format", "csv").out()).subList(1, 73)) {
            teamOf.put(row.get(5), row.get(1));
        }
        for (int round : new int[] {1, 3, 12, 22}) {
            List<List<String>> rows = csv(CliRunner.run("team", "show", league, Integer.toString(round), "--format", "csv")
                    .out());
            assertThat(rows).hasSize(1 + 6 * 4);
            for (List<String> f : rows.subList(1, rows.size())) {
                int board = Integer.parseInt(f.get(3));
                String home = f.get(4);
                String red = f.get(6);
                if (!red.isEmpty()) {
                    assertThat(teamOf.get(red).equals(home)).as("round %d %s", round, f).isEqualTo(board % 2 == 1);
                }
            }
        }
        // 附录一 table for 12: round 1 match 1 is 1-12; round 12 (second cycle) is 12-1
        assertThat(CliRunner.run("team", "show", league, "1", "--format", "json").out())
                .contains("\"match\":1,\"first\":1,\"second\":12");
        assertThat(CliRunner.run("team", "show", league, "12", "--format", "json").out())
                .contains("\"match\":1,\"first\":12,\"second\":1");
    }

    @Test
    @DisplayName("the league: 22 rounds, the last two relegated, board prizes for four boards")
    void finishedLeague() throws IOException {
        CliRunner.Run show = CliRunner.run("event", "show", league);
        assertThat(show.out()).contains("rounds: 22 paired of 22");
        CliRunner.Run boards = CliRunner.run("boards", league, "--format", "csv");
        assertThat(boards.code()).as(boards.err()).isZero();
        assertThat(boards.out().lines().skip(1).map(l -> l.split(",")[0]).distinct().toList())
                .containsExactly("1", "2", "3", "4");
        Path pdf = dir.resolve("boards.pdf");
        CliRunner.Run print = CliRunner.run("team", "print", league, "board-prizes", "-o", pdf.toString());
        assertThat(print.code()).as(print.err()).isZero();
        assertThat(Files.size(pdf)).isPositive();
    }
}

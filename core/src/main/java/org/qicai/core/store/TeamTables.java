package org.qicai.core.store;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.qicai.core.model.Lineup;
import org.qicai.core.model.MatchBoard;
import org.qicai.core.model.MatchForfeit;
import org.qicai.core.model.PlayerStatus;
import org.qicai.core.model.Team;
import org.qicai.core.model.TeamMatch;
import org.qicai.core.model.TeamRound;
import org.qicai.core.model.TeamSnapshot;

/**
 * The team tables (migration V5) inside one transaction: teams and their registered order, team
 * rounds (lineup deadline and lock), matches, lineups and the boards of each match.
 */
public final class TeamTables {
    private final Tx tx;

    public TeamTables(Tx tx) {
        this.tx = tx;
    }

    public Tx tx() {
        return tx;
    }

    // ---------------------------------------------------------------- teams

    public List<Team> teams() {
        Map<Integer, List<Integer>> members = new LinkedHashMap<>();
        tx.query("SELECT team_no, player_no FROM team_member ORDER BY team_no, position", rs -> {
            members.computeIfAbsent(rs.getInt(1), k -> new ArrayList<>()).add(rs.getInt(2));
            return null;
        });
        return tx.query("SELECT team_no, name, unit, captain, status, left_after_round, annulled FROM team ORDER BY team_no",
                rs -> new Team(rs.getInt(1), rs.getString(2), rs.getString(3), rs.getString(4),
                        members.getOrDefault(rs.getInt(1), List.of()), PlayerStatus.valueOf(rs.getString(5)),
                        rs.getInt(6), rs.getBoolean(7)));
    }

    public Optional<Team> team(int no) {
        return teams().stream().filter(t -> t.no() == no).findFirst();
    }

    public int nextTeamNo() {
        return tx.queryOne("SELECT COALESCE(MAX(team_no), 0) + 1 FROM team", rs -> rs.getInt(1)).orElse(1);
    }

    public void insertTeam(Team t) {
        tx.update("INSERT INTO team (team_no, name, unit, captain, status, left_after_round, annulled) "
                + "VALUES (?, ?, ?, ?, ?, ?, ?)", t.no(), t.name(), t.unit(), t.captain(), t.status().name(),
                t.leftAfterRound(), t.annulled());
        setMembers(t.no(), t.players());
    }

    /** Updates name, unit, captain, status and the registered order. */
    public void updateTeam(Team t) {
        tx.update("UPDATE team SET name = ?, unit = ?, captain = ?, status = ?, left_after_round = ?, annulled = ? "
                + "WHERE team_no = ?", t.name(), t.unit(), t.captain(), t.status().name(), t.leftAfterRound(),
                t.annulled(), t.no());
        setMembers(t.no(), t.players());
    }

    private void setMembers(int teamNo, List<Integer> players) {
        tx.update("DELETE FROM team_member WHERE team_no = ?", teamNo);
        for (int i = 0; i < players.size(); i++) {
            tx.update("INSERT INTO team_member (team_no, position, player_no) VALUES (?, ?, ?)", teamNo, i + 1,
                    players.get(i));
        }
    }

    public void deleteTeam(int no) {
        tx.update("DELETE FROM team_member WHERE team_no = ?", no);
        tx.update("DELETE FROM team WHERE team_no = ?", no);
    }

    /** Replaces every team (a renumbering before round 1, when no match refers to a team yet). */
    public void replaceTeams(List<Team> teams) {
        tx.update("DELETE FROM team_member");
        tx.update("DELETE FROM team");
        for (Team t : teams) {
            insertTeam(t);
        }
    }

    // ---------------------------------------------------------------- rounds

    public List<TeamRound> rounds() {
        return tx.query("SELECT round_no, lineup_deadline, locked, locked_at FROM team_round ORDER BY round_no",
                rs -> new TeamRound(rs.getInt(1), instant(rs.getObject(2, OffsetDateTime.class)), rs.getBoolean(3),
                        instant(rs.getObject(4, OffsetDateTime.class))));
    }

    public Optional<TeamRound> round(int no) {
        return rounds().stream().filter(r -> r.round() == no).findFirst();
    }

    public void insertRound(int no) {
        tx.update("INSERT INTO team_round (round_no, locked) VALUES (?, FALSE)", no);
    }

    public void setDeadline(int round, Instant deadline) {
        tx.update("UPDATE team_round SET lineup_deadline = ? WHERE round_no = ?", offset(deadline), round);
    }

    public void setLocked(int round, boolean locked, Instant at) {
        tx.update("UPDATE team_round SET locked = ?, locked_at = ? WHERE round_no = ?", locked,
                locked ? offset(at) : null, round);
    }

    /** Removes a round's team rows (boards, lineups, matches, the team round); the caller removes the pairings. */
    public void deleteRound(int round) {
        tx.update("DELETE FROM team_board WHERE round_no = ?", round);
        tx.update("DELETE FROM team_lineup WHERE round_no = ?", round);
        tx.update("DELETE FROM team_match WHERE round_no = ?", round);
        tx.update("DELETE FROM team_round WHERE round_no = ?", round);
    }

    // ---------------------------------------------------------------- matches

    public List<TeamMatch> matches() {
        return tx.query("SELECT round_no, match_no, first_team, second_team, forfeit, annulled, explanation "
                + "FROM team_match ORDER BY round_no, match_no", rs -> new TeamMatch(rs.getInt(1), rs.getInt(2),
                rs.getInt(3), rs.getInt(4), MatchForfeit.valueOf(rs.getString(5)), rs.getBoolean(6), rs.getString(7)));
    }

    public void insertMatch(TeamMatch m) {
        tx.update("INSERT INTO team_match (round_no, match_no, first_team, second_team, forfeit, annulled, explanation) "
                + "VALUES (?, ?, ?, ?, ?, ?, ?)", m.round(), m.no(), m.first(), m.isBye() ? null : m.second(),
                m.forfeit().name(), m.annulled(), m.explanation());
    }

    public void updateMatch(TeamMatch m) {
        tx.update("UPDATE team_match SET forfeit = ?, annulled = ? WHERE round_no = ? AND match_no = ?",
                m.forfeit().name(), m.annulled(), m.round(), m.no());
    }

    // ---------------------------------------------------------------- lineups

    public List<Lineup> lineups() {
        return tx.query("SELECT round_no, team_no, positions, source, set_at FROM team_lineup ORDER BY round_no, team_no",
                rs -> new Lineup(rs.getInt(1), rs.getInt(2), parsePositions(rs.getString(3)),
                        Lineup.Source.valueOf(rs.getString(4)), instant(rs.getObject(5, OffsetDateTime.class))));
    }

    public void putLineup(Lineup l) {
        // UPDATE, else INSERT (portable: MERGE … KEY is H2's own)
        Object at = offset(l.at() == null ? Instant.now() : l.at());
        if (tx.update("UPDATE team_lineup SET positions = ?, source = ?, set_at = ? WHERE round_no = ? AND team_no = ?",
                joinPositions(l.positions()), l.source().name(), at, l.round(), l.team()) == 0) {
            tx.update("INSERT INTO team_lineup (round_no, team_no, positions, source, set_at) VALUES (?, ?, ?, ?, ?)",
                    l.round(), l.team(), joinPositions(l.positions()), l.source().name(), at);
        }
    }

    public void deleteLineup(int round, int team) {
        tx.update("DELETE FROM team_lineup WHERE round_no = ? AND team_no = ?", round, team);
    }

    // ---------------------------------------------------------------- boards

    public List<MatchBoard> boards() {
        return tx.query("SELECT round_no, match_no, sub_round, board, first_slot, second_slot, first_player, "
                + "second_player, first_team_red, pairing_board FROM team_board ORDER BY round_no, match_no, sub_round, board",
                rs -> new MatchBoard(rs.getInt(1), rs.getInt(2), rs.getInt(3), rs.getInt(4), rs.getInt(5), rs.getInt(6),
                        rs.getInt(7), rs.getInt(8), rs.getBoolean(9), rs.getInt(10)));
    }

    public void insertBoard(MatchBoard b) {
        tx.update("INSERT INTO team_board (round_no, match_no, sub_round, board, first_slot, second_slot, first_player, "
                + "second_player, first_team_red, pairing_board) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", b.round(),
                b.match(), b.subRound(), b.board(), b.firstSlot(), b.secondSlot(),
                b.firstPlayer() == 0 ? null : b.firstPlayer(), b.secondPlayer() == 0 ? null : b.secondPlayer(),
                b.firstTeamRed(), b.pairingBoard());
    }

    public void deleteBoards(int round, int match) {
        tx.update("DELETE FROM team_board WHERE round_no = ? AND match_no = ?", round, match);
    }

    /** Removes the pairing rows (games) of a round whose board numbers are given. */
    public void deletePairings(int round, List<Integer> pairingBoards) {
        for (int b : pairingBoards) {
            tx.update("DELETE FROM pairing WHERE round_no = ? AND board = ?", round, b);
        }
    }

    // ---------------------------------------------------------------- snapshot

    public TeamSnapshot snapshot() {
        return new TeamSnapshot(tx.snapshot(), teams(), matches(), boards(), lineups(), rounds());
    }

    // ---------------------------------------------------------------- helpers

    private static Instant instant(OffsetDateTime t) {
        return t == null ? null : t.toInstant();
    }

    private static OffsetDateTime offset(Instant i) {
        return i == null ? null : i.atOffset(ZoneOffset.UTC);
    }

    static List<Integer> parsePositions(String s) {
        List<Integer> out = new ArrayList<>();
        if (s == null || s.isBlank()) {
            return out;
        }
        for (String p : s.split(",")) {
            out.add(Integer.parseInt(p.strip()));
        }
        return out;
    }

    static String joinPositions(List<Integer> positions) {
        return String.join(",", positions.stream().map(String::valueOf).toList());
    }
}

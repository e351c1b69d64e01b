package org.qicai.app.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.qicai.core.model.Lineup;
import org.qicai.core.model.Player;
import org.qicai.core.model.Team;
import org.qicai.core.service.EventService;
import org.qicai.core.service.TeamService;
import org.qicai.core.team.LineupText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code qicai lineup EVENT ROUND TEAM "1,2,3,5"}: a team's lineup for one round as registered
 * positions, one per board ({@code -} for an empty board). An illegal lineup is refused with the rule
 * that forbids it.
 */
@Command(name = "lineup")
final class LineupCommand implements Callable<Integer> {
    private final Context ctx;
    @Parameters(index = "0", paramLabel = "EVENT")
    Path file;
    @Parameters(index = "1", paramLabel = "ROUND")
    int round;
    @Parameters(index = "2", paramLabel = "TEAM")
    String team;
    @Parameters(index = "3", paramLabel = "LINEUP")
    String lineup;

    LineupCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() {
        List<Integer> positions = LineupText.parse(lineup);
        try (EventService svc = ctx.open(file)) {
            TeamService teams = new TeamService(svc);
            Team t = teams.team(team);
            Lineup l = teams.lineups().enterLineup(round, t.no(), positions);
            List<Player> players = teams.players(t.no());
            StringBuilder sb = new StringBuilder();
            sb.append(ctx.t("第" + round + "轮 ", "round " + round + " ")).append(t.no()).append(' ').append(t.name())
                    .append(ctx.t(" 出场 ", " lineup ")).append(l.text()).append(':');
            for (int b = 0; b < l.positions().size(); b++) {
                int p = l.positions().get(b);
                sb.append("  ").append(ctx.t((b + 1) + "台 ", "b" + (b + 1) + " "))
                        .append(p == 0 ? ctx.t("空台", "empty") : players.get(p - 1).name() + "(" + p + ")");
            }
            ctx.out().println(sb);
        }
        return 0;
    }
}

package org.qicai.app.cli;

import java.util.List;
import java.util.concurrent.Callable;
import org.qicai.core.UserError;
import org.qicai.core.model.Lineup;
import org.qicai.core.spi.TeamFormat;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code qicai lineups --registered N --boards K}: every legal 分台换人 lineup (xq 12.2), one per line
 * as {@code 1-2-3-4}, and nothing else. {@code --team-format} lists another format's lineups.
 */
@Command(name = "lineups")
final class LineupsCommand implements Callable<Integer> {
    private final Context ctx;
    @Option(names = "--registered", required = true)
    int registered;
    @Option(names = "--boards", required = true)
    int boards;
    @Option(names = "--team-format", defaultValue = "分台换人")
    String teamFormat;

    LineupsCommand(Context ctx) {
        this.ctx = ctx;
    }

    @Override
    public Integer call() {
        if (registered < 1 || registered > 30) {
            throw UserError.zh("--registered 应在 1 到 30 之间（收到 " + registered + "）",
                    "--registered must be between 1 and 30 (got " + registered + ")");
        }
        if (boards < 1 || boards > registered) {
            throw UserError.zh("--boards 应在 1 到报名人数（" + registered + "）之间，收到 " + boards,
                    "--boards must be between 1 and the registered players (" + registered + "), got "
                    + boards);
        }
        TeamFormat f = ctx.plugins().require(TeamFormat.class, teamFormat);
        String reg = f.checkRegistration(registered, boards);
        if (reg != null) {
            throw UserError.zh("该报名不符合赛制：" + f.checkRegistrationZh(registered, boards), reg);
        }
        List<List<Integer>> all;
        try {
            all = f.legalLineups(registered, boards);
        } catch (IllegalArgumentException e) {
            throw UserError.zh("无法列出合法的出场名单：" + org.qicai.core.ArgumentError.chineseOf(e), e.getMessage());
        }
        StringBuilder sb = new StringBuilder();
        for (List<Integer> l : all) {
            sb.append(Lineup.format(l)).append('\n');
        }
        ctx.out().print(sb);
        return 0;
    }
}

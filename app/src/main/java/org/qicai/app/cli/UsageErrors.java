package org.qicai.app.cli;

import java.util.List;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;

/**
 * Usage errors — a missing parameter, an unknown option, a bad value — as one line in the user's language.
 * picocli words them in English only; in Chinese the line is the Chinese first, picocli's English after it in
 * brackets (as for every other error: scripts may match the English), in English it is unchanged.
 */
final class UsageErrors {
    private UsageErrors() {
    }

    /** A usage error whose Chinese words are known where it is thrown. */
    static final class Worded extends ParameterException {
        private static final long serialVersionUID = 1L;
        private final String zh;

        Worded(CommandLine cl, String zh, String en) {
            super(cl, en);
            this.zh = zh;
        }
    }

    /** The line printed on stderr for a usage error of the command {@code ex} names. */
    static String line(ParameterException ex, boolean english) {
        String cmd = ex.getCommandLine().getCommandSpec().qualifiedName();
        String en = ex.getMessage() == null ? "bad arguments" : Cli.oneLine(ex.getMessage());
        if (english) {
            return cmd + ": " + en + " (see " + cmd + " --help)";
        }
        return cmd + ": " + chinese(ex) + "（用法见 " + cmd + " --help） (" + en + ")";
    }

    private static String chinese(ParameterException ex) {
        if (ex instanceof Worded w) {
            return w.zh;
        }
        if (ex instanceof CommandLine.MissingParameterException m) {
            List<ArgSpec> missing = m.getMissing();
            boolean options = missing.stream().allMatch(ArgSpec::isOption);
            boolean positionals = missing.stream().noneMatch(ArgSpec::isOption);
            String what = options ? "选项" : positionals ? "参数" : "选项和参数";
            return "缺少必需的" + what + "：" + missing.stream().map(UsageErrors::name).collect(Collectors.joining("、"));
        }
        if (ex instanceof CommandLine.UnmatchedArgumentException u) {
            List<String> unmatched = u.getUnmatched();
            String first = unmatched.isEmpty() ? "" : unmatched.get(0);
            if (first.startsWith("-") && first.length() > 1) {
                return "未知选项：“" + first + "”";
            }
            if (!ex.getCommandLine().getSubcommands().isEmpty() && !ex.getCommandLine().getCommandSpec().args().stream()
                    .anyMatch(a -> !a.isOption())) {
                return "没有名为“" + first + "”的命令";
            }
            return "多余的参数：" + unmatched.stream().map(a -> "“" + a + "”").collect(Collectors.joining("、"));
        }
        if (ex instanceof CommandLine.OverwrittenOptionException o) {
            return "“" + name(o.getOverwritten()) + "”只能给一次";
        }
        if (ex instanceof CommandLine.MaxValuesExceededException) {
            return "给出的值太多";
        }
        if (ex instanceof CommandLine.MutuallyExclusiveArgsException) {
            return "这些选项不能同时使用";
        }
        if (ex.getArgSpec() != null && ex.getValue() != null) {
            return "“" + name(ex.getArgSpec()) + "”的值“" + ex.getValue() + "”无效";
        }
        return "命令行参数有误";
    }

    /** {@code --system=<system>} for an option that takes a value, {@code --dry-run} for a flag, {@code EVENT}. */
    private static String name(ArgSpec a) {
        if (a instanceof OptionSpec o) {
            return o.arity().max() > 0 ? o.longestName() + "=" + o.paramLabel() : o.longestName();
        }
        return a.paramLabel();
    }
}

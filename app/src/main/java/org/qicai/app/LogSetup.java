package org.qicai.app;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.classic.encoder.PatternLayoutEncoder;
import ch.qos.logback.classic.spi.Configurator;
import ch.qos.logback.classic.spi.ConfiguratorRank;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.rolling.FixedWindowRollingPolicy;
import ch.qos.logback.core.rolling.RollingFileAppender;
import ch.qos.logback.core.rolling.SizeBasedTriggeringPolicy;
import ch.qos.logback.core.spi.ContextAwareBase;
import ch.qos.logback.core.status.NopStatusListener;
import ch.qos.logback.core.util.FileSize;
import java.nio.charset.StandardCharsets;

/**
 * The log's configuration, in code rather than a {@code logback.xml}: reading the XML (logback's Joran and the
 * JDK's SAX parser, some 1,100 classes) cost the window 0.2–0.5 s of every start (docs/benchmarks.md, start-up).
 * Logs go to a file only — the command line's stdout and stderr belong to the user — in
 * {@code -Dqicai.logdir} or {@code ~/.qicai/logs}: {@code qicai.log}, rolled at 5 MB, three old ones kept. When
 * the file cannot be written (a read-only home, a full disk) logback stays quiet and the program works on
 * without a log (issue 12 item 5). A developer's {@code -Dlogback.configurationFile} or {@code logback-test.xml}
 * still wins. Found by logback through {@code META-INF/services}.
 */
@ConfiguratorRank(ConfiguratorRank.CUSTOM_NORMAL_PRIORITY)
public final class LogSetup extends ContextAwareBase implements Configurator {

    @Override
    public ExecutionStatus configure(LoggerContext context) {
        if (System.getProperty("logback.configurationFile") != null
                || LogSetup.class.getClassLoader().getResource("logback-test.xml") != null) {
            return ExecutionStatus.INVOKE_NEXT_IF_ANY;
        }
        context.getStatusManager().add(new NopStatusListener());
        String dir = System.getProperty("qicai.logdir", System.getProperty("user.home", ".") + "/.qicai/logs");

        RollingFileAppender<ILoggingEvent> file = new RollingFileAppender<>();
        file.setContext(context);
        file.setName("FILE");
        file.setFile(dir + "/qicai.log");
        FixedWindowRollingPolicy rolling = new FixedWindowRollingPolicy();
        rolling.setContext(context);
        rolling.setParent(file);
        rolling.setFileNamePattern(dir + "/qicai.%i.log");
        rolling.setMinIndex(1);
        rolling.setMaxIndex(3);
        SizeBasedTriggeringPolicy<ILoggingEvent> size = new SizeBasedTriggeringPolicy<>();
        size.setContext(context);
        size.setMaxFileSize(FileSize.valueOf("5MB"));
        PatternLayoutEncoder encoder = new PatternLayoutEncoder();
        encoder.setContext(context);
        encoder.setPattern("%d{ISO8601} %-5level [%thread] %logger{36} - %msg%n");
        encoder.setCharset(StandardCharsets.UTF_8);
        file.setRollingPolicy(rolling);
        file.setTriggeringPolicy(size);
        file.setEncoder(encoder);
        rolling.start();
        size.start();
        encoder.start();
        file.start();

        Logger root = context.getLogger(Logger.ROOT_LOGGER_NAME);
        root.setLevel(Level.INFO);
        root.addAppender(file);
        context.getLogger("org.flywaydb").setLevel(Level.WARN);
        context.getLogger("org.pf4j").setLevel(Level.WARN);
        context.getLogger("org.apache.pdfbox").setLevel(Level.ERROR);
        context.getLogger("org.apache.fontbox").setLevel(Level.ERROR);
        return ExecutionStatus.DO_NOT_INVOKE_NEXT_IF_ANY;
    }
}

package org.qicai.app.cli;

import java.nio.file.Path;
import picocli.CommandLine.Parameters;

/** {@code EVENT ROUND BOARD}: the game a command acts on, as its first three parameters (a picocli mixin). */
final class GameArgs {
    @Parameters(index = "0", paramLabel = "EVENT")
    Path file;
    @Parameters(index = "1", paramLabel = "ROUND")
    int round;
    @Parameters(index = "2", paramLabel = "BOARD")
    int board;
}

package org.qicai.core.trf;

import org.qicai.core.UserError;

/**
 * A TRF file that cannot be read (or a tournament that cannot be written as TRF). The message names
 * the line and the column (both 1-based, columns counted in characters) and says why; nothing is
 * imported when it is thrown.
 */
public class TrfException extends UserError {
    private static final long serialVersionUID = 1L;

    private final int line;
    private final int column;

    public TrfException(int line, int column, String why) {
        super(where(line, column) + why);
        this.line = line;
        this.column = column;
    }

    public TrfException(String why) {
        this(0, 0, why);
    }

    private static String where(int line, int column) {
        if (line <= 0) {
            return "TRF: ";
        }
        return column <= 0 ? "TRF line " + line + ": " : "TRF line " + line + ", column " + column + ": ";
    }

    /** 1-based line number, 0 when the error is not tied to a line. */
    public int line() {
        return line;
    }

    /** 1-based column (in characters), 0 when the error concerns the whole line. */
    public int column() {
        return column;
    }
}

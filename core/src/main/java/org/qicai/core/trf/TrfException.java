package org.qicai.core.trf;

import org.qicai.core.UserError;

/**
 * A TRF file that cannot be read (or a tournament that cannot be written as TRF). The message names
 * the line and the column (both 1-based, columns counted in characters) and says why, in English
 * ({@link #getMessage()}) and in Chinese ({@link #chinese()}); nothing is imported when it is thrown.
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

    /** An error at line and column with its Chinese and English texts (same order as {@code UserError.zh}). */
    public TrfException(int line, int column, String whyZh, String why) {
        super(whereZh(line, column) + whyZh, where(line, column) + why, null);
        this.line = line;
        this.column = column;
    }

    /** An error not tied to a line, in Chinese and English. */
    public TrfException(String whyZh, String why) {
        this(0, 0, whyZh, why);
    }

    private static String where(int line, int column) {
        if (line <= 0) {
            return "TRF: ";
        }
        return column <= 0 ? "TRF line " + line + ": " : "TRF line " + line + ", column " + column + ": ";
    }

    private static String whereZh(int line, int column) {
        if (line <= 0) {
            return "TRF：";
        }
        return column <= 0 ? "TRF 第 " + line + " 行：" : "TRF 第 " + line + " 行第 " + column + " 列：";
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

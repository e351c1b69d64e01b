package org.qicai.plugin.xiangqi.board;

/** A FEN that cannot be read; the message says what is wrong, in Chinese and English. */
public final class FenException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;
    private final String zh;
    private final String en;

    public FenException(String zh, String en) {
        super(zh + " (" + en + ")");
        this.zh = zh;
        this.en = en;
    }

    public String zh() {
        return zh;
    }

    public String en() {
        return en;
    }
}

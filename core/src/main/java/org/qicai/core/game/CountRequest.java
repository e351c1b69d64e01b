package org.qicai.core.game;

/**
 * A count to judge (Go 004 第九条). {@code rules} is {@code chinese} (area counting: {@code black} is black's
 * stones plus points, N) or {@code japanese} (territory counting, also Korean: {@code blackPoints} and
 * {@code whitePoints}, territory plus prisoners of each side). {@code size} is 9, 13 or 19; {@code handicap} is 0
 * for an even game, 1 for 让先 (no komi), 2 or more for 让子 stones. {@code komi} (nullable) overrides the rules'
 * default, in the rules' unit (stones for Chinese, points for Japanese), a multiple of ¼.
 */
public record CountRequest(String rules, int size, int handicap, Integer black, Integer blackPoints,
                           Integer whitePoints, Double komi) {

    /** Chinese area counting: black's stones plus points {@code n}. */
    public static CountRequest chinese(int size, int handicap, int n, Double komi) {
        return new CountRequest("chinese", size, handicap, n, null, null, komi);
    }

    /** Japanese/Korean territory counting: each side's territory plus prisoners. */
    public static CountRequest japanese(int size, int handicap, int blackPoints, int whitePoints, Double komi) {
        return new CountRequest("japanese", size, handicap, null, blackPoints, whitePoints, komi);
    }
}

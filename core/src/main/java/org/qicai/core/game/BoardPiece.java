package org.qicai.core.game;

/**
 * A piece where the board view draws it. {@code file} 0–8 is ICCS a–i (left to right seen from red),
 * {@code rank} 0–9 is ICCS 0–9 (red's back rank is 0). {@code kind} is the FEN letter in upper case
 * (K A B N R C P); {@code glyph} the character printed on the piece (帅 仕 相 马 车 炮 兵 / 将 士 象 马 车 炮 卒).
 */
public record BoardPiece(int file, int rank, boolean red, char kind, String glyph) {
}

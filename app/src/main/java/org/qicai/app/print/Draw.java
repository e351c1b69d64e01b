package org.qicai.app.print;

import java.awt.BasicStroke;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.geom.Line2D;
import java.awt.geom.Rectangle2D;

/** Small Java2D helpers shared by the reports: text in cells, boxes, lines. Units are points. */
final class Draw {
    static final double A4_W = 595.28;
    static final double A4_H = 841.89;
    static final double MARGIN = 36;

    enum Align { LEFT, CENTER, RIGHT }

    private Draw() {
    }

    /** Draws text with its baseline at y. */
    static void text(Graphics2D g, String s, double x, double y, Font f) {
        if (s == null || s.isEmpty()) {
            return;
        }
        g.setFont(f);
        g.drawString(s, (float) x, (float) y);
    }

    static double width(Graphics2D g, String s, Font f) {
        FontMetrics fm = g.getFontMetrics(f);
        return fm.getStringBounds(s, g).getWidth();
    }

    /** Text centred horizontally on the page at baseline y. */
    static void centered(Graphics2D g, String s, double pageWidth, double y, Font f) {
        text(g, s, (pageWidth - width(g, s, f)) / 2, y, f);
    }

    /**
     * Text inside a cell, vertically centred, aligned, shrunk (down to 60 %) when too wide, so a long
     * Chinese unit name never runs into the next column.
     */
    static void cell(Graphics2D g, String s, double x, double y, double w, double h, Align align, Font f) {
        if (s == null || s.isEmpty()) {
            return;
        }
        double pad = 3;
        Font font = f;
        double tw = width(g, s, font);
        double room = w - 2 * pad;
        if (tw > room && room > 0) {
            float size = (float) Math.max(f.getSize2D() * 0.6, f.getSize2D() * room / tw);
            font = f.deriveFont(size);
            tw = width(g, s, font);
        }
        FontMetrics fm = g.getFontMetrics(font);
        double baseline = y + (h - (fm.getAscent() + fm.getDescent())) / 2 + fm.getAscent();
        double tx = switch (align) {
            case LEFT -> x + pad;
            case CENTER -> x + (w - tw) / 2;
            case RIGHT -> x + w - pad - tw;
        };
        var clip = g.getClip();
        g.clip(new Rectangle2D.Double(x, y, w, h));
        text(g, s, tx, baseline, font);
        g.setClip(clip);
    }

    static void box(Graphics2D g, double x, double y, double w, double h, float stroke) {
        g.setStroke(new BasicStroke(stroke));
        g.draw(new Rectangle2D.Double(x, y, w, h));
    }

    static void hline(Graphics2D g, double x1, double x2, double y, float stroke) {
        g.setStroke(new BasicStroke(stroke));
        g.draw(new Line2D.Double(x1, y, x2, y));
    }

    static void vline(Graphics2D g, double x, double y1, double y2, float stroke) {
        g.setStroke(new BasicStroke(stroke));
        g.draw(new Line2D.Double(x, y1, x, y2));
    }
}

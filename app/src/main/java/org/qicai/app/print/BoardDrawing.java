package org.qicai.app.print;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.Stroke;
import java.awt.font.FontRenderContext;
import java.awt.font.GlyphVector;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Point2D;
import java.awt.geom.Rectangle2D;
import java.util.List;
import org.qicai.core.game.BoardPiece;
import org.qicai.core.game.BoardState;

/**
 * 棋盘 — a xiangqi position drawn with Java2D, for the board window, the record sheet and the 裁决书: the 9×10
 * board of lines with 楚河 汉界 in the river, the palace diagonals, the cross marks at the cannon and pawn
 * points, the file numbers (red 九…一 along red's side, black 1…9 along black's side, both left to right as
 * seen from red) and the pieces as discs with their character. Red sits at the bottom. The drawing is
 * scaled to fit the area and centred in it; text uses the bundled font ({@link Fonts}), so it renders on a
 * machine without Chinese fonts and embeds in a PDF. Nothing outside the area is touched; the board's
 * paper is not filled (the caller paints its own background).
 */
public final class BoardDrawing {
    /** Red pieces and red's file numbers. */
    public static final Color RED = new Color(0xC0, 0x10, 0x10);
    /** Black pieces, lines and black's file numbers. */
    public static final Color INK = new Color(0x1A, 0x1A, 0x1A);
    /** The disc of a piece. */
    public static final Color PIECE_FACE = new Color(0xFB, 0xF1, 0xDC);
    /** Last move's squares. */
    public static final Color LAST_MOVE = new Color(0x1F, 0x6F, 0xD0);
    /** The selected piece and legal targets. */
    public static final Color SELECTION = new Color(0x1E, 0x9E, 0x3C);

    private static final String[] RED_FILES = {"九", "八", "七", "六", "五", "四", "三", "二", "一"};
    private static final String[] BLACK_FILES = {"1", "2", "3", "4", "5", "6", "7", "8", "9"};

    /** Board margin beyond the outer lines, in squares: room for the edge pieces. */
    private static final double EDGE = 0.62;
    /** Room for a row of file numbers, in squares. */
    private static final double NUMBERS = 0.62;
    private static final double WIDTH_UNITS = 8 + 2 * EDGE;
    private static final double HEIGHT_UNITS = 9 + 2 * EDGE + 2 * NUMBERS;

    /**
     * What to mark over a position (each part nullable or empty): the last move's from and to squares, a
     * selected square and legal targets, each as {@code {file, rank}}.
     */
    public record Highlights(int[] lastFrom, int[] lastTo, int[] selected, List<int[]> targets) {
        public static final Highlights NONE = new Highlights(null, null, null, List.of());

        public Highlights {
            targets = targets == null ? List.of() : List.copyOf(targets);
        }
    }

    private BoardDrawing() {
    }

    /** Draws the position with no marks. */
    public static void draw(Graphics2D g, BoardState state, Rectangle2D area) {
        draw(g, state, area, Highlights.NONE);
    }

    /** Draws the position with the last move, a selection and legal targets marked. */
    public static void draw(Graphics2D g0, BoardState state, Rectangle2D area, Highlights marks) {
        Geometry geo = Geometry.of(area);
        if (geo == null) {
            return;
        }
        Highlights h = marks == null ? Highlights.NONE : marks;
        Graphics2D g = (Graphics2D) g0.create();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            lines(g, geo);
            river(g, geo);
            numbers(g, geo);
            squareMark(g, geo, h.lastFrom(), LAST_MOVE);
            squareMark(g, geo, h.lastTo(), LAST_MOVE);
            if (state != null) {
                for (BoardPiece p : state.pieces()) {
                    piece(g, geo, p);
                }
            }
            if (h.selected() != null) {
                Point2D c = geo.point(h.selected()[0], h.selected()[1]);
                double r = geo.s * 0.47;
                g.setColor(SELECTION);
                g.setStroke(new BasicStroke((float) Math.max(1.5, geo.s * 0.07)));
                g.draw(new Ellipse2D.Double(c.getX() - r, c.getY() - r, 2 * r, 2 * r));
            }
            for (int[] t : h.targets()) {
                target(g, geo, state, t);
            }
        } finally {
            g.dispose();
        }
    }

    /** The intersection nearest a point, as {@code {file, rank}}, or null when the point is off the board. */
    public static int[] squareAt(Rectangle2D area, double x, double y) {
        Geometry geo = Geometry.of(area);
        if (geo == null) {
            return null;
        }
        double fx = (x - geo.x0) / geo.s;
        double fy = (y - geo.y0) / geo.s;
        int file = (int) Math.round(fx);
        int row = (int) Math.round(fy);
        if (file < 0 || file > 8 || row < 0 || row > 9) {
            return null;
        }
        if (Math.abs(fx - file) > 0.5 || Math.abs(fy - row) > 0.5) {
            return null;
        }
        return new int[] {file, 9 - row};
    }

    /** Where an intersection is drawn in the area (for tests and tooltips). */
    public static Point2D center(Rectangle2D area, int file, int rank) {
        Geometry geo = Geometry.of(area);
        return geo == null ? new Point2D.Double(area.getCenterX(), area.getCenterY()) : geo.point(file, rank);
    }

    /** The side of one square at this area's scale. */
    public static double squareSize(Rectangle2D area) {
        Geometry geo = Geometry.of(area);
        return geo == null ? 0 : geo.s;
    }

    /** Height over width of the whole drawing (numbers included), for callers sizing an area. */
    public static double aspect() {
        return HEIGHT_UNITS / WIDTH_UNITS;
    }

    private static void lines(Graphics2D g, Geometry geo) {
        double s = geo.s;
        Stroke thin = new BasicStroke((float) Math.max(0.5, s * 0.025));
        Stroke thick = new BasicStroke((float) Math.max(1.0, s * 0.06));
        g.setColor(INK);
        // frame slightly outside the outer lines
        double f = s * 0.12;
        g.setStroke(thick);
        g.draw(new Rectangle2D.Double(geo.x0 - f, geo.y0 - f, 8 * s + 2 * f, 9 * s + 2 * f));
        g.setStroke(thin);
        for (int rank = 0; rank <= 9; rank++) {
            Point2D a = geo.point(0, rank);
            Point2D b = geo.point(8, rank);
            g.draw(new Line2D.Double(a, b));
        }
        for (int file = 0; file <= 8; file++) {
            if (file == 0 || file == 8) {
                g.draw(new Line2D.Double(geo.point(file, 0), geo.point(file, 9)));
            } else {
                g.draw(new Line2D.Double(geo.point(file, 0), geo.point(file, 4)));
                g.draw(new Line2D.Double(geo.point(file, 5), geo.point(file, 9)));
            }
        }
        // palaces
        g.draw(new Line2D.Double(geo.point(3, 0), geo.point(5, 2)));
        g.draw(new Line2D.Double(geo.point(5, 0), geo.point(3, 2)));
        g.draw(new Line2D.Double(geo.point(3, 7), geo.point(5, 9)));
        g.draw(new Line2D.Double(geo.point(5, 7), geo.point(3, 9)));
        // cannon and pawn points
        int[][] points = {{1, 2}, {7, 2}, {1, 7}, {7, 7},
            {0, 3}, {2, 3}, {4, 3}, {6, 3}, {8, 3}, {0, 6}, {2, 6}, {4, 6}, {6, 6}, {8, 6}};
        for (int[] p : points) {
            cross(g, geo, p[0], p[1]);
        }
    }

    private static void cross(Graphics2D g, Geometry geo, int file, int rank) {
        Point2D c = geo.point(file, rank);
        double gap = geo.s * 0.08;
        double len = geo.s * 0.2;
        Path2D path = new Path2D.Double();
        for (int dx = -1; dx <= 1; dx += 2) {
            if ((file == 0 && dx < 0) || (file == 8 && dx > 0)) {
                continue;
            }
            for (int dy = -1; dy <= 1; dy += 2) {
                double x = c.getX() + dx * gap;
                double y = c.getY() + dy * gap;
                path.moveTo(x + dx * len, y);
                path.lineTo(x, y);
                path.lineTo(x, y + dy * len);
            }
        }
        g.draw(path);
    }

    private static void river(Graphics2D g, Geometry geo) {
        double s = geo.s;
        Font font = Fonts.plain((float) (s * 0.55));
        double y = (geo.point(0, 4).getY() + geo.point(0, 5).getY()) / 2;
        g.setColor(INK);
        centred(g, "楚 河", font, geo.x0 + 2 * s, y);
        centred(g, "汉 界", font, geo.x0 + 6 * s, y);
    }

    private static void numbers(Graphics2D g, Geometry geo) {
        double s = geo.s;
        Font font = Fonts.plain((float) (s * 0.36));
        double top = geo.y0 - EDGE * s - NUMBERS * s / 2;
        double bottom = geo.y0 + 9 * s + EDGE * s + NUMBERS * s / 2;
        for (int file = 0; file <= 8; file++) {
            double x = geo.x0 + file * s;
            g.setColor(INK);
            centred(g, BLACK_FILES[file], font, x, top);
            g.setColor(RED);
            centred(g, RED_FILES[file], font, x, bottom);
        }
    }

    private static void squareMark(Graphics2D g, Geometry geo, int[] sq, Color color) {
        if (sq == null) {
            return;
        }
        Point2D c = geo.point(sq[0], sq[1]);
        double h = geo.s * 0.5;
        double len = geo.s * 0.16;
        g.setColor(color);
        g.setStroke(new BasicStroke((float) Math.max(1.2, geo.s * 0.05)));
        Path2D path = new Path2D.Double();
        for (int dx = -1; dx <= 1; dx += 2) {
            for (int dy = -1; dy <= 1; dy += 2) {
                double x = c.getX() + dx * h;
                double y = c.getY() + dy * h;
                path.moveTo(x - dx * len, y);
                path.lineTo(x, y);
                path.lineTo(x, y - dy * len);
            }
        }
        g.draw(path);
    }

    private static void piece(Graphics2D g, Geometry geo, BoardPiece p) {
        Point2D c = geo.point(p.file(), p.rank());
        double s = geo.s;
        double r = s * 0.44;
        Color color = p.red() ? RED : INK;
        Ellipse2D disc = new Ellipse2D.Double(c.getX() - r, c.getY() - r, 2 * r, 2 * r);
        g.setColor(PIECE_FACE);
        g.fill(disc);
        g.setColor(color);
        g.setStroke(new BasicStroke((float) Math.max(0.8, s * 0.035)));
        g.draw(disc);
        double ri = r * 0.82;
        g.setStroke(new BasicStroke((float) Math.max(0.5, s * 0.018)));
        g.draw(new Ellipse2D.Double(c.getX() - ri, c.getY() - ri, 2 * ri, 2 * ri));
        String glyph = p.glyph() == null || p.glyph().isEmpty() ? String.valueOf(p.kind()) : p.glyph();
        glyphCentred(g, glyph, Fonts.bold((float) (s * 0.52)), c.getX(), c.getY());
    }

    private static void target(Graphics2D g, Geometry geo, BoardState state, int[] t) {
        Point2D c = geo.point(t[0], t[1]);
        boolean occupied = false;
        if (state != null) {
            for (BoardPiece p : state.pieces()) {
                if (p.file() == t[0] && p.rank() == t[1]) {
                    occupied = true;
                    break;
                }
            }
        }
        g.setColor(SELECTION);
        if (occupied) {
            double r = geo.s * 0.48;
            g.setStroke(new BasicStroke((float) Math.max(1.2, geo.s * 0.05), BasicStroke.CAP_BUTT,
                    BasicStroke.JOIN_MITER, 10f, new float[] {(float) (geo.s * 0.12), (float) (geo.s * 0.08)}, 0f));
            g.draw(new Ellipse2D.Double(c.getX() - r, c.getY() - r, 2 * r, 2 * r));
        } else {
            double r = geo.s * 0.12;
            g.fill(new Ellipse2D.Double(c.getX() - r, c.getY() - r, 2 * r, 2 * r));
        }
    }

    /** Text centred on a point by its font's ascent and descent (steady from character to character). */
    private static void centred(Graphics2D g, String text, Font font, double cx, double cy) {
        g.setFont(font);
        FontMetrics fm = g.getFontMetrics(font);
        double w = fm.getStringBounds(text, g).getWidth();
        double baseline = cy + (fm.getAscent() - fm.getDescent()) / 2.0;
        g.drawString(text, (float) (cx - w / 2), (float) baseline);
    }

    /** One character centred on a point by its outline, so every piece's character sits in its disc. */
    private static void glyphCentred(Graphics2D g, String text, Font font, double cx, double cy) {
        g.setFont(font);
        FontRenderContext frc = g.getFontRenderContext();
        GlyphVector gv = font.createGlyphVector(frc, text);
        Shape outline = gv.getOutline();
        Rectangle2D b = outline.getBounds2D();
        FontMetrics fm = g.getFontMetrics(font);
        double w = fm.getStringBounds(text, g).getWidth();
        // horizontal by advance (stable), vertical by the outline's box
        double x = cx - w / 2;
        double baseline = cy - (b.getY() + b.getHeight() / 2);
        if (b.isEmpty()) {
            baseline = cy + (fm.getAscent() - fm.getDescent()) / 2.0;
        }
        g.drawString(text, (float) x, (float) baseline);
    }

    /** The drawing's scale and the top-left intersection (file a, rank 9) in the area. */
    private static final class Geometry {
        final double s;
        final double x0;
        final double y0;

        private Geometry(double s, double x0, double y0) {
            this.s = s;
            this.x0 = x0;
            this.y0 = y0;
        }

        static Geometry of(Rectangle2D area) {
            if (area == null || area.getWidth() <= 0 || area.getHeight() <= 0) {
                return null;
            }
            double s = Math.min(area.getWidth() / WIDTH_UNITS, area.getHeight() / HEIGHT_UNITS);
            double w = s * WIDTH_UNITS;
            double h = s * HEIGHT_UNITS;
            double left = area.getX() + (area.getWidth() - w) / 2;
            double top = area.getY() + (area.getHeight() - h) / 2;
            return new Geometry(s, left + EDGE * s, top + NUMBERS * s + EDGE * s);
        }

        Point2D point(int file, int rank) {
            return new Point2D.Double(x0 + file * s, y0 + (9 - rank) * s);
        }
    }
}

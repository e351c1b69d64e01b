package org.qicai.plugin.go;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * 直接对决 — OpenGotha's direct confrontation (DC) of one group of tied players, as its placement computes it: a
 * directed graph with an edge from loser to winner for each pair whose games sum to exactly one win (a win not
 * by forfeit, each pair counted once); the cycles of the graph (A beat B, B beat C, C beat A) are found and their
 * inner edges dropped, the cycle's outside edges copied to every member so that transitivity past the cycle is
 * kept; then the graph is placed from the bottom: the players who beat nobody still unplaced — of them those with
 * the lowest secondary value — share the lowest place left (1 + unplaced − their number). {@link #dc()} is the
 * lowest place less one's own: higher is better, 0 at the bottom. A pure computation, whole numbers only.
 */
final class Confrontation {

    private static final class Node {
        final int id;
        final long sc;
        final Map<Integer, Edge> coming = new LinkedHashMap<>();
        final Map<Integer, Edge> outgoing = new LinkedHashMap<>();
        Edge loop;
        int cycleClass;
        int rank;

        Node(int id, long sc) {
            this.id = id;
            this.sc = sc;
            this.cycleClass = id;
        }

        void isolate() {
            List<Edge> all = new ArrayList<>(coming.values());
            all.addAll(outgoing.values());
            for (Edge e : all) {
                e.unregister();
            }
        }
    }

    private enum Type { GAME, CYCLING, TRANSITIVE, COPIED }

    private static final class Edge {
        final Node from;
        final Node to;
        final Set<Node> via = new LinkedHashSet<>();
        Type type;

        Edge(Node from, Node to, Type type) {
            this.from = from;
            this.to = to;
            this.type = type;
            register();
        }

        void register() {
            if (from == to) {
                to.loop = this;
            } else {
                from.outgoing.put(to.id, this);
                to.coming.put(from.id, this);
            }
        }

        void unregister() {
            if (from == to) {
                to.loop = null;
            } else {
                from.outgoing.remove(to.id);
                to.coming.remove(from.id);
            }
        }
    }

    private final List<Node> nodes = new ArrayList<>();
    private final Set<Edge> edges = new LinkedHashSet<>();
    private final List<Set<Node>> cycles = new ArrayList<>();

    /**
     * @param secondary each player's secondary value (higher is better; equal values when nothing else is known)
     * @param beat      {@code beat[i][j]}: i won the games against j by exactly one win net
     */
    Confrontation(long[] secondary, boolean[][] beat) {
        for (int i = 0; i < secondary.length; i++) {
            nodes.add(new Node(i, secondary[i]));
        }
        for (int i = 0; i < secondary.length; i++) {
            for (int j = 0; j < secondary.length; j++) {
                if (i != j && beat[i][j] && find(j, i) == null) {
                    edges.add(new Edge(nodes.get(j), nodes.get(i), Type.GAME));
                }
            }
        }
    }

    private Edge find(int from, int to) {
        Node f = nodes.get(from);
        return from == to ? f.loop : f.outgoing.get(to);
    }

    /** DC of each player, index as given: the lowest place less his. */
    long[] dc() {
        rank();
        int max = 0;
        for (Node n : nodes) {
            max = Math.max(max, n.rank);
        }
        long[] out = new long[nodes.size()];
        for (Node n : nodes) {
            out[n.id] = max - n.rank;
        }
        return out;
    }

    private void rank() {
        detectCycles();
        removeCyclingEdges();
        Set<Node> left = new LinkedHashSet<>(nodes);
        while (!left.isEmpty()) {
            List<Node> candidates = new ArrayList<>();
            long least = Long.MAX_VALUE;
            for (Node n : left) {
                if (!n.coming.isEmpty()) {
                    continue;
                }
                if (n.sc < least) {
                    candidates.clear();
                    least = n.sc;
                }
                if (n.sc == least) {
                    candidates.add(n);
                }
            }
            if (candidates.isEmpty()) {
                // cannot happen once the cycles are out; ranked together rather than looping
                candidates.addAll(left);
            }
            int rank = 1 + left.size() - candidates.size();
            for (Node c : candidates) {
                c.isolate();
                c.rank = rank;
                left.remove(c);
            }
        }
    }

    /** Paths through each node in turn: a path back to a node is a cycle through the nodes it went via. */
    private void detectCycles() {
        Set<Node> withLoop = new LinkedHashSet<>();
        for (Node n : nodes) {
            for (Edge in : new ArrayList<>(n.coming.values())) {
                for (Edge out : new ArrayList<>(n.outgoing.values())) {
                    Edge t = find(in.from.id, out.to.id);
                    if (t == null) {
                        t = new Edge(in.from, out.to, Type.TRANSITIVE);
                        edges.add(t);
                    }
                    t.via.add(n);
                    t.via.addAll(in.via);
                    t.via.addAll(out.via);
                    if (n.loop != null) {
                        t.via.addAll(n.loop.via);
                    }
                }
            }
            n.isolate();
            if (n.loop != null) {
                // keep the largest cycle, not the smaller ones inside it
                withLoop.removeAll(n.loop.via);
                withLoop.add(n);
            }
        }
        cycles.clear();
        for (Node n : withLoop) {
            Set<Node> cycle = new LinkedHashSet<>();
            cycle.add(n);
            for (Node v : n.loop.via) {
                v.cycleClass = n.id;
                cycle.add(v);
            }
            cycles.add(cycle);
        }
        List<Edge> drop = new ArrayList<>();
        for (Edge e : edges) {
            if (e.type == Type.TRANSITIVE || e.type == Type.COPIED) {
                e.unregister();
                drop.add(e);
            } else {
                e.register();
                e.via.clear();
            }
        }
        edges.removeAll(drop);
    }

    /** The edges inside a cycle out; each member gets the others' edges to and from the outside. */
    private void removeCyclingEdges() {
        for (Edge e : edges) {
            if (e.from.cycleClass == e.to.cycleClass) {
                e.type = Type.CYCLING;
                e.unregister();
            }
        }
        List<Edge> added = new ArrayList<>();
        for (Set<Node> cycle : cycles) {
            for (Node origin : cycle) {
                for (Node dest : cycle) {
                    if (dest == origin) {
                        continue;
                    }
                    for (Edge c : new ArrayList<>(origin.coming.values())) {
                        if (!dest.coming.containsKey(c.from.id)) {
                            added.add(new Edge(c.from, dest, Type.COPIED));
                        }
                    }
                    for (Edge c : new ArrayList<>(origin.outgoing.values())) {
                        if (!dest.outgoing.containsKey(c.to.id)) {
                            added.add(new Edge(dest, c.to, Type.COPIED));
                        }
                    }
                }
            }
        }
        edges.addAll(added);
    }
}

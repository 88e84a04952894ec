// SPDX-License-Identifier: MIT
// The timeline's frame budget on a synthetic trace of 100 workers × 10,000 events (1,000,000
// events in all): building the model, a full repaint, a cursor-only repaint, zoom and pan frames.
#include "core/simulation.h"
#include "core/summary.h"
#include "timeline/timelinemodel.h"
#include "timeline/timelinerenderer.h"

#include <QGuiApplication>
#include <QImage>
#include <QPainter>

#include <benchmark/benchmark.h>

using namespace locklab;

namespace {

constexpr int workerCount = 100;
constexpr int eventsPerWorker = 10000;
const QSize frameSize(1600, 1000);

// The engine itself writes the trace: 100 workers contend for one lock (TTL 50 ms), retrying
// with jitter; each holds it 1 ms, writes, releases and comes back. Every 40th hold stalls for
// 80 ms, so keys expire under frozen holders and the lanes carry contradicted beliefs, overlaps
// and stale writes, like a real race. The run stops at 1,000,000 events (10,000 per lane on average).
Trace syntheticTrace()
{
    Scenario s;
    s.name = QStringLiteral("bench-synthetic");
    s.lockKey = QStringLiteral("lock");
    s.ttlMs = 50;
    for (int w = 0; w < workerCount; ++w) {
        WorkerSpec spec;
        spec.name = QStringLiteral("W%1").arg(w);
        spec.startMs = w % 17;
        Step acquire = Step::acquire(100000, 25);
        acquire.jitterMs = 10;
        for (int c = 0; c < 1500; ++c) {
            spec.steps << acquire << Step::work(1);
            if ((c + w) % 40 == 7)
                spec.steps << Step::pause(80);
            spec.steps << Step::write() << Step::release() << Step::wait(3);
        }
        s.workers.append(spec);
    }
    Policies policies;
    policies.release = ReleaseMode::Token;
    Simulation sim(s, policies, 7);
    while (sim.trace().events.size() < qsizetype(workerCount) * eventsPerWorker && sim.step()) {
    }
    return sim.takeTrace();
}

struct Fixture {
    Trace trace = syntheticTrace();
    // The full summary, witnesses included, as the window computes it when it opens a trace.
    Interpretation interpretation{trace, SummaryDetail::Full};
    TimelineModel model = TimelineModel::build(interpretation);
    TimelineRenderer renderer;
    TimelineLayout layout;
    TimeMapping full;

    Fixture()
    {
        QFont font;
        font.setPointSize(9);
        renderer.setPalette(TimelinePalette::fromPalette(QPalette(Qt::black, Qt::white), font));
        renderer.setModel(&model);
        layout = renderer.layout(frameSize);
        full = TimeMapping(0, 1, layout.plot.left(), layout.plot.width()).fitted(model.start, model.end);
    }
};

Fixture &fixture()
{
    static Fixture f;
    return f;
}

QImage frame()
{
    QImage image(frameSize, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(1);
    return image;
}

void BM_Summarize1M(benchmark::State &state)
{
    const Trace &trace = fixture().trace;
    for (auto _ : state)
        benchmark::DoNotOptimize(summarize(trace, SummaryDetail::Metrics));
    state.counters["events"] = static_cast<double>(trace.events.size());
}

void BM_SummarizeFull1M(benchmark::State &state)
{
    // What opening the trace in the window costs before the model: every violation's witness.
    const Trace &trace = fixture().trace;
    qsizetype violations = 0;
    for (auto _ : state) {
        const Summary s = summarize(trace, SummaryDetail::Full);
        violations = s.violations.size();
        benchmark::DoNotOptimize(violations);
    }
    state.counters["violations"] = static_cast<double>(violations);
}

void BM_OpenModel1M(benchmark::State &state)
{
    Fixture &f = fixture();
    for (auto _ : state)
        benchmark::DoNotOptimize(TimelineModel::build(f.interpretation));
    state.counters["events"] = static_cast<double>(f.trace.events.size());
}

void BM_PaintFullView(benchmark::State &state)
{
    Fixture &f = fixture();
    QImage image = frame();
    for (auto _ : state) {
        QPainter p(&image);
        f.renderer.paint(p, f.layout, f.full);
    }
    state.counters["lanes"] = static_cast<double>(f.model.lanes.size());
}

void BM_PaintCursorOnly(benchmark::State &state)
{
    // What the widget does when only the cursor moves: replay the cached layer, draw the line.
    Fixture &f = fixture();
    QImage layer = frame();
    {
        QPainter p(&layer);
        f.renderer.paint(p, f.layout, f.full);
    }
    QImage image = frame();
    Micros cursor = f.full.from();
    const Micros stride = f.full.duration() / 97;
    for (auto _ : state) {
        QPainter p(&image);
        p.drawImage(QPointF(0, 0), layer);
        f.renderer.paintCursor(p, f.layout, f.full, cursor);
        cursor = cursor + stride > f.full.to() ? f.full.from() : cursor + stride;
    }
}

void BM_ZoomFrame(benchmark::State &state)
{
    // Each frame zooms in or out by one wheel notch somewhere on the plot, as Ctrl+wheel does.
    Fixture &f = fixture();
    QImage image = frame();
    TimeMapping m = f.full;
    int i = 0;
    for (auto _ : state) {
        const double anchor = f.layout.plot.left() + f.layout.plot.width() * ((i * 37) % 100) / 100.0;
        m = (i / 12) % 2 == 0 ? m.zoomed(1.25, anchor) : m.zoomed(0.8, anchor);
        ++i;
        QPainter p(&image);
        f.renderer.paint(p, f.layout, m);
    }
}

void BM_PanFrame(benchmark::State &state)
{
    // A drag at 4× zoom: 40 px per frame across the run and back.
    Fixture &f = fixture();
    QImage image = frame();
    TimeMapping m = f.full.zoomed(4.0, f.layout.plot.left());
    double dx = -40;
    for (auto _ : state) {
        m = m.panned(dx);
        if (m.to() > f.full.to() || m.from() < f.full.from())
            dx = -dx;
        QPainter p(&image);
        f.renderer.paint(p, f.layout, m);
    }
}

}  // namespace

// Process CPU time: Qt's raster engine hands large fills to worker threads.
BENCHMARK(BM_Summarize1M)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_SummarizeFull1M)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_OpenModel1M)->Unit(benchmark::kMillisecond)->Iterations(5);
BENCHMARK(BM_PaintFullView)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime();
BENCHMARK(BM_PaintCursorOnly)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime();
BENCHMARK(BM_ZoomFrame)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime();
BENCHMARK(BM_PanFrame)->Unit(benchmark::kMillisecond)->MeasureProcessCPUTime();

int main(int argc, char **argv)
{
    // Fonts and painting need a QGuiApplication; no display is needed.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

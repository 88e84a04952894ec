// SPDX-License-Identifier: MIT
#include "guidedialog.h"

#include "uitr.h"

#include <QCoreApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHash>
#include <QImage>
#include <QPushButton>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QVBoxLayout>

#include <algorithm>

namespace locklab {

namespace {

// The guide's pictures are screenshots of 1600 px and more: each is shown at most as wide as the
// text, and code blocks and long words wrap, so a page never scrolls sideways, at any width, after
// every resize or page change.
class GuideBrowser : public QTextBrowser {
public:
    using QTextBrowser::QTextBrowser;

    void fitImages()
    {
        const qreal width = viewport()->width() - 2 * document()->documentMargin() - 2;
        if (width <= 0)
            return;
        document()->setUndoRedoEnabled(false);  // a read-only page: resizing must not pile up undo steps
        QTextCursor cursor(document());
        for (QTextBlock block = document()->begin(); block.isValid(); block = block.next()) {
            // A code block's long command line wraps too (Markdown's import makes it unbreakable).
            if (block.blockFormat().nonBreakableLines()) {
                QTextBlockFormat format = block.blockFormat();
                format.setNonBreakableLines(false);
                cursor.setPosition(block.position());
                cursor.setBlockFormat(format);
            }
            for (auto it = block.begin(); !it.atEnd(); ++it) {
                const QTextFragment fragment = it.fragment();
                if (!fragment.charFormat().isImageFormat())
                    continue;
                QTextImageFormat image = fragment.charFormat().toImageFormat();
                const QSize natural = naturalSize(image.name());
                if (natural.isEmpty())
                    continue;
                const qreal shown = std::min<qreal>(natural.width(), width);
                image.setWidth(shown);
                image.setHeight(shown * natural.height() / natural.width());
                cursor.setPosition(fragment.position());
                cursor.setPosition(fragment.position() + fragment.length(), QTextCursor::KeepAnchor);
                cursor.setCharFormat(image);
            }
        }
    }

protected:
    // The viewport, not the widget: it also narrows when a scroll bar appears after a page loads.
    bool viewportEvent(QEvent *event) override
    {
        const bool handled = QTextBrowser::viewportEvent(event);
        if (event->type() == QEvent::Resize)
            fitImages();
        return handled;
    }

private:
    QSize naturalSize(const QString &name)
    {
        const QUrl url = source().resolved(QUrl(name));
        auto found = m_sizes.constFind(url);
        if (found == m_sizes.cend())
            found = m_sizes.insert(
                url, QImage::fromData(loadResource(QTextDocument::ImageResource, url).toByteArray()).size());
        return *found;
    }

    QHash<QUrl, QSize> m_sizes;  // decoded once: a resize must not decode every picture again
};

}  // namespace

QUrl guideUrl()
{
    return QUrl(QStringLiteral("qrc:/guide/guide.md"));
}

QDialog *createGuideDialog(QWidget *parent)
{
    auto *dialog = new QDialog(parent);
    dialog->setObjectName(QStringLiteral("guideDialog"));
    dialog->setWindowTitle(GuideTr::tr("LockLab User Guide"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    auto *layout = new QVBoxLayout(dialog);
    auto *browser = new GuideBrowser(dialog);
    browser->setObjectName(QStringLiteral("guideBrowser"));
    // A relative link (cli.md, a picture) resolves against the page's qrc: URL; only http(s)
    // leaves the dialog.
    browser->setOpenExternalLinks(true);
    // Every page is long: a scroll bar that comes and goes would change the text's width under the
    // pictures just fitted to it.
    browser->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    browser->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    // Everything wraps, so a sideways bar would only ever scroll the last pixel or two of a line
    // (a fresh Debian root's fonts laid a guide line out 1.8 px past the page at any width).
    browser->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    browser->setSource(guideUrl(), QTextDocument::MarkdownResource);
    browser->fitImages();
    QObject::connect(browser, &QTextBrowser::sourceChanged, browser, [browser] { browser->fitImages(); });
    layout->addWidget(browser);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, dialog);
    QPushButton *back = buttons->addButton(GuideTr::tr("Back"), QDialogButtonBox::ActionRole);
    back->setObjectName(QStringLiteral("guideBack"));
    back->setEnabled(false);
    QObject::connect(back, &QPushButton::clicked, browser, &QTextBrowser::backward);
    QObject::connect(browser, &QTextBrowser::backwardAvailable, back, &QPushButton::setEnabled);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::close);
    layout->addWidget(buttons);

    // Wide enough for the pictures at a readable size, never larger than the window.
    const int em = browser->fontMetrics().horizontalAdvance(u'M');
    dialog->resize(std::min(70 * em, parent ? parent->width() - 40 : 70 * em),
                   std::min(45 * browser->fontMetrics().height(), parent ? parent->height() - 40 : 900));
    return dialog;
}

}  // namespace locklab

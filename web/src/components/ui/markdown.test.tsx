import { render, screen } from '@/testing/render';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown';

function renderMarkdown(text: string) {
  const { container } = render(<Markdown>{text}</Markdown>);
  return container;
}

describe('Markdown', () => {
  it('renders headings, lists, emphasis and links', () => {
    renderMarkdown(
      '## Refunds\n\n- **30 days** for unopened bags\n- [Contact us](https://ikawa.example/contact)',
    );
    expect(screen.getByRole('heading', { name: 'Refunds' })).toBeInTheDocument();
    expect(screen.getByText('30 days').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      'https://ikawa.example/contact',
    );
  });

  it('shows a link it refuses as plain text, with nothing of a link about it', () => {
    const container = renderMarkdown(
      'Write to [our team](mailto:hello@ikawa.example), [run this](javascript:alert(1)), ' +
        '[see the file](file:///etc/passwd) or [call us](tel:+14165550100).',
    );
    expect(screen.getByRole('link', { name: 'our team' })).toHaveAttribute(
      'href',
      'mailto:hello@ikawa.example',
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(container.querySelectorAll('a')).toHaveLength(1);
    const paragraph = screen.getByText(/run this/);
    expect(paragraph.tagName).toBe('P');
    expect(paragraph).toHaveTextContent('Write to our team, run this, see the file or call us.');
    // The words stand in the paragraph itself, without a link's colour or underline.
    expect(container.querySelector('.underline')?.textContent).toBe('our team');
  });

  it('never turns text that tries to inject script into HTML', () => {
    const container = renderMarkdown(
      [
        'Hello <script>window.hacked = true</script> there',
        '',
        '<img src="x" onerror="window.hacked = true">',
        '',
        '<iframe src="https://evil.example"></iframe>',
        '',
        '[click](javascript:window.hacked=true) and [data](data:text/html;base64,PHNjcmlwdD4=)',
        '',
        '![pixel](https://tracker.example/p.gif)',
        '',
        '<a href="https://evil.example" onclick="window.hacked = true">raw link</a>',
      ].join('\n'),
    );
    expect(container.querySelector('script, iframe, img, [onerror], [onclick]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/<script|onerror|onclick|javascript:|data:text/i);
    for (const link of container.querySelectorAll('a')) {
      expect(link.getAttribute('href') ?? '').not.toMatch(/^(javascript|data):/i);
    }
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getByText(/Hello/)).toBeInTheDocument();
  });
});

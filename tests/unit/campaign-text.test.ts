import { describe, expect, it } from "vitest";
import { plainTextOf } from "../../server/services/mail/campaign-content";

describe("the plain-text version of a campaign", () => {
  it("keeps every link's address and drops Markdown marks", () => {
    expect(
      plainTextOf(
        '## Summer in Galway\r\n\r\nBook **before March** and save __10%__.\n\n[See the courses](https://cloverenglish.ie/programs "Courses")\n\n![A beach](https://cloverenglish.ie/beach.jpg)\n\n<https://cloverenglish.ie>',
      ),
    ).toBe(
      "Summer in Galway\n\nBook before March and save 10%.\n\nSee the courses (https://cloverenglish.ie/programs)\n\nA beach\n\nhttps://cloverenglish.ie",
    );
  });

  it("writes a link whose text is its address once, and keeps list items and inline code", () => {
    expect(
      plainTextOf("- [https://cloverenglish.ie](https://cloverenglish.ie)\n- use `code`"),
    ).toBe("- https://cloverenglish.ie\n- use code");
  });

  it("removes HTML tags and collapses runs of blank lines", () => {
    expect(plainTextOf("Hello<br>\n\n\n\n<script>x</script>there")).toBe("Hello\n\nxthere");
  });
});
